import { describe, expect, it, vi } from 'vitest';
import { validEnquiry } from '../api/api-server';
import { changeView, editorOn, pageJson, siteForTests, versionOf } from './studio-schedule-process';
import { freePort } from '../../support/free-port';

const site = siteForTests(
  { 'asha@example.com': 'Asha Author', 'ravi@example.com': 'Ravi Reviewer' },
  { publishing: { review: true } },
);

describe('review on the site (SQLite)', () => {
  it(
    'publishes only after another editor approves; the file API and Publish are refused',
    { timeout: 180_000 },
    async () => {
      const server = await site.start(await freePort());
      const asha = await editorOn(server.url, 'asha@example.com');
      const ravi = await editorOn(server.url, 'ravi@example.com');
      const file = 'pages/careers.json';
      const version = await versionOf(asha, file);
      const page = { ...pageJson(site.dir, file), breadcrumb: 'Reviewed' };
      const direct = await asha('POST', '/api/publish', {
        file,
        page,
        baseVersion: version,
        revision: null,
      });
      expect(direct.status).toBe(409);
      expect((await asha('DELETE', `/api/file?path=${file}&version=${version}`)).status).toBe(409);
      const asked = await asha('POST', '/api/changes', {
        file,
        action: 'publish',
        page,
        baseVersion: version,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const { id } = changeView.parse(asked.body);
      const own = await asha('POST', '/api/change', { id, action: 'approve' });
      expect(own.status).toBe(403);
      const approved = await ravi('POST', '/api/change', {
        id,
        action: 'approve',
        comment: 'Fine',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(changeView.parse(approved.body).state).toBe('published');
      expect(pageJson(site.dir, file).breadcrumb).toBe('Reviewed');
      expect(site.git('log', '-1', '--format=%an|%s').trim()).toMatch(
        /^Asha Author\|.*\(approved by Ravi Reviewer\)$/,
      );
      await server.stop();
    },
  );

  it(
    "shows each page's views and enquiries of the last 30 days in the page list",
    { timeout: 120_000 },
    async () => {
      const server = await site.start(await freePort());
      const asha = await editorOn(server.url, 'asha@example.com');
      const browser = {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      };
      expect((await fetch(`${server.url}/careers`, { headers: browser })).status).toBe(200);
      // Fetched ahead of a click: not a view.
      await fetch(`${server.url}/careers`, { headers: { ...browser, 'sec-purpose': 'prefetch' } });
      const sent = await fetch(`${server.url}/api/pclinfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, page: '/careers' }),
      });
      expect(sent.status).toBe(200);
      await vi.waitFor(
        async () => {
          const { body } = await asha('GET', '/api/pages');
          const pages = (body as { pages: { path: string; views?: number }[] }).pages;
          expect(pages.find((page) => page.path === '/careers')).toMatchObject({
            views: 1,
            enquiries: 1,
          });
          expect(pages.find((page) => page.path === '/services')).toMatchObject({
            views: 0,
            enquiries: 0,
          });
        },
        { timeout: 15_000, interval: 300 },
      );
      await server.stop();
    },
  );
});
