import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeView,
  editorOn,
  pageJson,
  scheduleSite,
  studioBuild,
} from './studio-schedule-process';

let build: ReturnType<typeof studioBuild>;
let site: ReturnType<typeof scheduleSite>;
beforeAll(() => {
  build = studioBuild();
  site = scheduleSite(build.dir, 'sqlite', { publishing: { review: true } });
  site.addEditor('asha@example.com', 'Asha Author');
  site.addEditor('ravi@example.com', 'Ravi Reviewer');
}, 300_000);
afterAll(async () => {
  await site.remove();
  build.remove();
});

const fileView = z.object({ version: z.string() });

describe('review on the site (SQLite)', () => {
  it(
    'publishes only after another editor approves; the file API and Publish are refused',
    { timeout: 180_000 },
    async () => {
      const server = await site.start(8154);
      const asha = await editorOn(server.url, 'asha@example.com');
      const ravi = await editorOn(server.url, 'ravi@example.com');
      const file = 'pages/careers.json';
      const { version } = fileView.parse((await asha('GET', `/api/file?path=${file}`)).body);
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
