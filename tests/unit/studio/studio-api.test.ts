import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startStudioApi } from './studio-api-server';
import { pageListSchema } from '../../../src/studio/studio-api';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const fileAnswer = z.object({ path: z.string(), text: z.string(), version: z.string() });
const problemsAnswer = z.object({
  problems: z.array(
    z.object({ file: z.string(), line: z.number(), pointer: z.string(), message: z.string() }),
  ),
});

const onDisk = (file: string) => readFileSync(join(studio.dir, file), 'utf8');
const open = async (file: string) =>
  fileAnswer.parse((await call(studio.base, 'GET', `/api/file?path=${file}`)).body);
const save = (body: unknown, headers: Record<string, string> = {}) =>
  call(studio.base, 'PUT', '/api/file', { body, headers });
const noTempFiles = () =>
  expect(readdirSync(join(studio.dir, 'pages')).filter((f) => f.startsWith('.'))).toEqual([]);

describe('studio API: pages and files', () => {
  it('lists every page file with its path, title and problem count', async () => {
    writeFileSync(
      join(studio.dir, 'pages/broken.json'),
      '{ "path": "/broken", "title": "Broken page", "robots": "index", "blocks": [] }\n',
    );
    const { pages } = pageListSchema.parse((await call(studio.base, 'GET', '/api/pages')).body);
    const files = readdirSync(join(studio.dir, 'pages')).filter((f) => f.endsWith('.json'));
    expect(pages.map((p) => p.file).sort()).toEqual(files.map((f) => `pages/${f}`).sort());
    const home = JSON.parse(onDisk('pages/home.json'));
    expect(pages.find((p) => p.file === 'pages/home.json')).toMatchObject({
      path: home.path,
      title: home.title,
      problems: 0,
    });
    const broken = pages.find((p) => p.file === 'pages/broken.json');
    expect(broken?.path).toBe('/broken');
    expect(broken?.problems).toBeGreaterThan(0);
  });

  it('counts as problems only what stops a publish, not what is worth improving', async () => {
    // A copy of the home page under another path: the same title and description (warnings).
    const home = JSON.parse(onDisk('pages/home.json'));
    writeFileSync(
      join(studio.dir, 'pages/home-copy.json'),
      JSON.stringify({ ...home, path: '/home-copy' }, null, 2),
    );
    try {
      const { pages } = pageListSchema.parse((await call(studio.base, 'GET', '/api/pages')).body);
      expect(pages.find((p) => p.file === 'pages/home-copy.json')?.problems).toBe(0);
    } finally {
      rmSync(join(studio.dir, 'pages/home-copy.json'));
    }
  });

  it('opens a file with its text and a version, and saving it unchanged changes no byte', async () => {
    const before = onDisk('pages/vps-hosting.json');
    const opened = await open('pages/vps-hosting.json');
    expect(opened.text).toBe(before);
    const saved = await save({ path: opened.path, text: opened.text, baseVersion: opened.version });
    expect(saved).toMatchObject({ status: 200, body: { version: opened.version } });
    expect(onDisk('pages/vps-hosting.json')).toBe(before);
    noTempFiles();
  });

  it('saves an edited page through the serializer and answers its new version', async () => {
    const opened = await open('pages/cloud.json');
    const page = JSON.parse(opened.text);
    const { path, ...rest } = page; // path sent last: the file still gets it in schema order
    const edited = { ...rest, title: `${page.title} (new)`, path };
    const saved = await save({
      path: 'pages/cloud.json',
      page: edited,
      baseVersion: opened.version,
    });
    expect(saved.status).toBe(200);
    const text = onDisk('pages/cloud.json');
    expect(JSON.parse(text).title).toBe(`${page.title} (new)`);
    expect(text.split('\n').slice(0, 3)).toEqual(opened.text.split('\n').slice(0, 3));
    expect(text.endsWith('}\n')).toBe(true);
    expect((await open('pages/cloud.json')).version).toBe(
      z.object({ version: z.string() }).parse(saved.body).version,
    );
  });

  it('refuses an invalid page with its located problems and leaves the file as it was', async () => {
    const before = onDisk('pages/branding.json');
    const opened = await open('pages/branding.json');
    const page = { ...JSON.parse(opened.text), robots: 'index' };
    const saved = await save({ path: 'pages/branding.json', page, baseVersion: opened.version });
    expect(saved.status).toBe(422);
    const { problems } = problemsAnswer.parse(saved.body);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'pages/branding.json', pointer: '/robots' }),
    );
    expect(problems.every((p) => p.line > 0)).toBe(true);
    expect(onDisk('pages/branding.json')).toBe(before);
    noTempFiles();
  });

  it('refuses text that is not JSON, saying where it breaks', async () => {
    const opened = await open('pages/branding.json');
    const text = opened.text.replace('",\n', '"\n');
    const saved = await save({ path: 'pages/branding.json', text, baseVersion: opened.version });
    expect(saved.status).toBe(422);
    expect(problemsAnswer.parse(saved.body).problems[0]?.line).toBeGreaterThan(1);
    expect(onDisk('pages/branding.json')).toBe(opened.text);
    noTempFiles();
  });

  it('refuses a page whose path another page already has', async () => {
    const opened = await open('pages/branding.json');
    const text = opened.text.replace(/"path": "[^"]*"/, '"path": "/cloud"');
    const saved = await save({ path: 'pages/branding.json', text, baseVersion: opened.version });
    expect(saved.status).toBe(422);
    expect(onDisk('pages/branding.json')).toBe(opened.text);
  });

  it('refuses to save over a file that changed on disk since it was opened', async () => {
    const opened = await open('pages/careers.json');
    const changed = opened.text.replace('"path"', '"breadcrumb": "Jobs",\n  "path"');
    writeFileSync(join(studio.dir, 'pages/careers.json'), changed);
    const saved = await save({
      path: 'pages/careers.json',
      text: opened.text,
      baseVersion: opened.version,
    });
    expect(saved.status).toBe(409);
    expect(JSON.stringify(saved.body)).toMatch(/changed by someone else/);
    expect((saved.body as { message?: string }).message).not.toMatch(/\.json/);
    expect(onDisk('pages/careers.json')).toBe(changed);
  });

  it('creates a new page only when it does not exist yet', async () => {
    const page = JSON.parse(onDisk('pages/cloud.json'));
    const created = await save({
      path: 'pages/cloud-copy.json',
      page: {
        ...page,
        path: '/cloud-copy',
        title: 'A copy of the cloud page',
        description:
          'A copy of the cloud page, with a search snippet of its own, long enough to pass.',
      },
      baseVersion: null,
    });
    expect(created.status).toBe(200);
    const again = await save({ path: 'pages/cloud-copy.json', page, baseVersion: null });
    expect(again.status).toBe(409);
  });
});
