import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteEntriesSchema } from '../../../src/studio/studio-api';
import { changeView, editorOn, pageJson, scheduleSite } from './studio-schedule-process';
import { siteBuild } from '../../support/site-build';
import { freePort } from '../../support/free-port';

let build: ReturnType<typeof siteBuild>;
let site: ReturnType<typeof scheduleSite>;
let server: Awaited<ReturnType<ReturnType<typeof scheduleSite>['start']>>;
let asha: Awaited<ReturnType<typeof editorOn>>;
let ravi: Awaited<ReturnType<typeof editorOn>>;
beforeAll(async () => {
  build = siteBuild();
  site = scheduleSite(build.dir, 'sqlite', { publishing: { review: true } });
  await site.addEditor('asha@example.com', 'Asha Author');
  await site.addEditor('ravi@example.com', 'Ravi Reviewer');
  server = await site.start(await freePort());
  asha = await editorOn(server.url, 'asha@example.com');
  ravi = await editorOn(server.url, 'ravi@example.com');
}, 300_000);
afterAll(async () => {
  await server.stop();
  await site.remove();
  build.remove();
});

const created = z.object({ file: z.string(), version: z.null(), draft: z.literal(true) });
const draftView = z.object({ page: z.record(z.string(), z.unknown()), baseVersion: z.null() });
const commits = () => site.git('rev-list', '--count', 'HEAD').trim();
const config = () => readFileSync(join(site.dir, 'site.config.json'), 'utf8');

/** Another editor approves the change: published at once (it has no time). */
async function approve(id: number) {
  const approved = await ravi('POST', '/api/change', { id, action: 'approve', comment: 'Fine' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return changeView.parse(approved.body);
}

describe('on a site that reviews, nothing an editor makes goes live without review (SQLite)', () => {
  it(
    'a new page is a draft until its review request is approved',
    { timeout: 180_000 },
    async () => {
      const before = commits();
      const made = await asha('POST', '/api/pages', {
        template: 'service',
        path: '/cloud-backup',
        title: 'Cloud backup for small offices',
        description: 'Nightly encrypted backups of office files to a cloud store, tested monthly.',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const { file } = created.parse(made.body);
      expect(existsSync(join(site.dir, file))).toBe(false);
      expect(commits()).toBe(before);
      expect((await fetch(`${server.url}/cloud-backup`)).status).toBe(404);

      const draft = draftView.parse((await asha('GET', `/api/draft?file=${file}`)).body);
      const asked = await asha('POST', '/api/changes', {
        file,
        action: 'publish',
        page: draft.page,
        baseVersion: null,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      expect((await approve(changeView.parse(asked.body).id)).state).toBe('published');
      expect(pageJson(site.dir, file).path).toBe('/cloud-backup');
      expect(site.git('log', '-1', '--format=%an').trim()).toBe('Asha Author');
      expect((await fetch(`${server.url}/cloud-backup`)).status).toBe(200);
    },
  );

  it('a duplicate is a draft too: no file, no commit', { timeout: 60_000 }, async () => {
    const before = commits();
    const copied = await asha('POST', '/api/pages/duplicate', {
      from: 'pages/careers.json',
      path: '/careers-chennai',
      title: 'Careers in Chennai',
      description: 'Open roles at our Chennai office, and how we hire for each of them.',
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const { file } = created.parse(copied.body);
    expect(existsSync(join(site.dir, file))).toBe(false);
    expect(commits()).toBe(before);
    const draft = draftView.parse((await asha('GET', `/api/draft?file=${file}`)).body);
    expect(draft.page.path).toBe('/careers-chennai');
  });

  it(
    "a page's menu and footer links are a review request of site.config.json",
    { timeout: 180_000 },
    async () => {
      const path = '/careers';
      const entries = siteEntriesSchema.parse(
        (await asha('GET', `/api/site-entries?path=${path}`)).body,
      );
      const menu = entries.navMenus.find(
        (m) => !entries.nav.some((e) => e.pointer.startsWith(m.pointer)),
      );
      if (!menu) throw new Error('expected a menu without /careers');
      const text = config();
      const before = commits();
      const asked = await asha('PUT', '/api/site-entries', {
        path,
        label: 'Join us',
        navMenu: menu.pointer,
        footerColumn: null,
        version: entries.version,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const { id, file, state } = changeView.parse(
        z.object({ review: z.unknown() }).parse(asked.body).review,
      );
      expect({ file, state }).toEqual({ file: 'site.config.json', state: 'review' });
      expect(config()).toBe(text);
      expect(commits()).toBe(before);

      // One open change of the menus at a time, as for a page.
      const again = await asha('PUT', '/api/site-entries', {
        path,
        label: 'Join us',
        navMenu: null,
        footerColumn: null,
        version: entries.version,
      });
      expect(again.status).toBe(409);

      const shown = await ravi('GET', `/api/change?id=${id}`);
      expect(
        z.object({ published: z.object({ nav: z.unknown() }) }).parse(shown.body),
      ).toBeTruthy();
      const own = await asha('POST', '/api/change', { id, action: 'approve' });
      expect(own.status).toBe(403);
      expect((await approve(id)).state).toBe('published');
      const after = siteEntriesSchema.parse(
        (await ravi('GET', `/api/site-entries?path=${path}`)).body,
      );
      expect(after.nav.map((e) => e.label)).toEqual(['Join us']);
      expect(after.footer).toEqual([]);
      expect(site.git('log', '-1', '--format=%an|%s').trim()).toMatch(
        /^Asha Author\|.*\(approved by Ravi Reviewer\)$/,
      );
    },
  );
});
