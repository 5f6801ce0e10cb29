import { describe, expect, it } from 'vitest';
import { changeView, editorOn, pageJson, siteForTests, versionOf } from './studio-schedule-process';

const site = siteForTests(
  { 'asha@example.com': 'Asha Author', 'ravi@example.com': 'Ravi Reviewer' },
  { publishing: { review: true } },
);

describe('review on the site (SQLite)', () => {
  it(
    'publishes only after another editor approves; the file API and Publish are refused',
    { timeout: 180_000 },
    async () => {
      const server = await site.start(8154);
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
});
