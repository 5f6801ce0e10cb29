import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../../support/free-port';
import { z } from 'zod';
import {
  changeView,
  editorOn,
  moment,
  pageJson,
  siteForTests,
  siteTimeIn,
  versionOf,
  type EditorCall,
} from './studio-schedule-process';

const site = siteForTests({ 'esha@example.com': 'Esha Editor' });

const changesOf = async (call: EditorCall) =>
  z.object({ changes: z.array(changeView) }).parse((await call('GET', '/api/changes')).body)
    .changes;

const port = await freePort();

describe('scheduled publishing on SQLite, one instance', () => {
  it(
    'publishes a change whose time passed while the site was down when it starts again',
    { timeout: 180_000 },
    async () => {
      let server = await site.start(port);
      let call = await editorOn(server.url, 'esha@example.com');
      const file = 'pages/careers.json';
      const version = await versionOf(call, file);
      const page = pageJson(site.dir, file);
      const at = siteTimeIn(8000);
      const made = await call('POST', '/api/changes', {
        file,
        action: 'publish',
        page: { ...page, breadcrumb: 'While down' },
        baseVersion: version,
        publishAt: at,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await server.stop();
      // Down past its time.
      const late = moment(at)!.getTime() + 1500 - Date.now();
      await new Promise((r) => setTimeout(r, Math.max(0, late)));
      expect(pageJson(site.dir, file).breadcrumb).not.toBe('While down');
      server = await site.start(port);
      call = await editorOn(server.url, 'esha@example.com');
      await vi.waitFor(async () => expect((await changesOf(call))[0]?.state).toBe('published'), {
        timeout: 30_000,
        interval: 300,
      });
      expect(pageJson(site.dir, file).breadcrumb).toBe('While down');
      await server.stop();
    },
  );

  it(
    'checks a change when it is scheduled and again at its time: one that fails then is not published and shows why',
    { timeout: 180_000 },
    async () => {
      const server = await site.start(port);
      const call = await editorOn(server.url, 'esha@example.com');
      const offer = {
        ...pageJson(site.dir, 'pages/careers.json'),
        path: '/festival-offer',
        title: 'Festival offer | {{company.name}}',
        description:
          'Our festival offer on hosting and web development for businesses in Chennai, for a limited time only this season.',
      };
      // Refused at once when it does not validate.
      const broken = await call('POST', '/api/changes', {
        file: 'pages/festival-offer.json',
        action: 'publish',
        page: { ...offer, title: '' },
        baseVersion: null,
        publishAt: siteTimeIn(60_000),
      });
      expect(broken.status).toBe(422);
      expect(z.object({ problems: z.array(z.unknown()) }).parse(broken.body).problems).not.toEqual(
        [],
      );
      const made = await call('POST', '/api/changes', {
        file: 'pages/festival-offer.json',
        action: 'publish',
        page: offer,
        baseVersion: null,
        publishAt: siteTimeIn(4000),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const { id } = changeView.parse(made.body);
      // Meanwhile another page takes its path: at its time the change no longer validates.
      const templates = z
        .object({ templates: z.array(z.object({ name: z.string() })) })
        .parse((await call('GET', '/api/templates')).body).templates;
      const taken = await call('POST', '/api/pages', {
        template: templates[0]!.name,
        path: '/festival-offer',
        title: 'Another festival page',
        description:
          'Another page at the same address, published straight away by a colleague while the change waited.',
        file: 'pages/other-offer.json',
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      // A new page is a draft until its first publish (decisions.md #62): the colleague publishes.
      const draft = z
        .object({ page: z.record(z.string(), z.unknown()), revision: z.number() })
        .parse((await call('GET', '/api/draft?file=pages/other-offer.json')).body);
      const published = await call('POST', '/api/publish', {
        file: 'pages/other-offer.json',
        page: draft.page,
        baseVersion: null,
        revision: draft.revision,
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      await vi.waitFor(
        async () => expect((await changesOf(call)).find((c) => c.id === id)?.state).toBe('failed'),
        { timeout: 30_000, interval: 300 },
      );
      const failed = changeView.parse((await call('GET', `/api/change?id=${id}`)).body);
      expect(failed.outcome).toMatchObject({ problems: [expect.anything()] });
      expect(failed.events.map((e) => e.step)).toEqual(['scheduled', 'failed']);
      expect((await fetch(`${server.url}/festival-offer`)).status).toBe(200);
      await server.stop();
    },
  );

  it(
    'schedules the removal of a page nothing links to, and refuses one that links still lead to',
    { timeout: 180_000 },
    async () => {
      const server = await site.start(port);
      const call = await editorOn(server.url, 'esha@example.com');
      const linked = await call('POST', '/api/changes', {
        file: 'pages/careers.json',
        action: 'unpublish',
        baseVersion: await versionOf(call, 'pages/careers.json'),
        publishAt: siteTimeIn(60_000),
      });
      expect(linked.status).toBe(409);
      // The page the test before made: nothing links to it.
      const file = 'pages/other-offer.json';
      const made = await call('POST', '/api/changes', {
        file,
        action: 'unpublish',
        baseVersion: await versionOf(call, file),
        publishAt: siteTimeIn(3000),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const { id } = changeView.parse(made.body);
      await vi.waitFor(
        async () =>
          expect((await changesOf(call)).find((c) => c.id === id)?.state).toBe('published'),
        { timeout: 30_000, interval: 300 },
      );
      expect((await fetch(`${server.url}/festival-offer`)).status).toBe(404);
      expect(site.git('log', '-1', '--format=%s').trim()).toBe(`Remove ${file} (scheduled)`);
      await server.stop();
    },
  );
});
