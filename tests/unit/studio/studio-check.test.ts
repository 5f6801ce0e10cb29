import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const problemsAnswer = z.object({
  problems: z.array(
    z.object({
      file: z.string(),
      line: z.number(),
      col: z.number(),
      pointer: z.string(),
      severity: z.literal('warning').optional(),
      message: z.string(),
    }),
  ),
});
const pageOnDisk = (file: string): unknown =>
  JSON.parse(readFileSync(join(studio.dir, file), 'utf8'));
const check = async (path: string, page: unknown) => {
  const answer = await call(studio.base, 'POST', '/api/check', { body: { path, page } });
  expect(answer.status).toBe(200);
  return problemsAnswer.parse(answer.body).problems;
};
const hiddenFiles = () => readdirSync(join(studio.dir, 'pages')).filter((f) => f.startsWith('.'));
const record = z.record(z.string(), z.unknown());

describe('studio API: checking a page before it is saved', () => {
  it('finds no problem in a page that validates, and leaves nothing behind', async () => {
    expect(await check('pages/home.json', pageOnDisk('pages/home.json'))).toEqual([]);
    expect(hiddenFiles()).toEqual([]);
  });

  it('reports a broken field under the file it would be saved as, with its pointer', async () => {
    const page = record.parse(pageOnDisk('pages/careers.json'));
    const problems = await check('pages/careers.json', { ...page, title: 'Short' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'pages/careers.json', pointer: '/title' });
  });

  it('checks a file that does not exist yet against every page on disk', async () => {
    const home = record.parse(pageOnDisk('pages/home.json'));
    const problems = await check('pages/not-yet.json', home);
    // The same path, title and description as the home page on disk: each is refused.
    expect(problems.map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/path', '/title', '/description']),
    );
    expect(problems.every((p) => p.file === 'pages/not-yet.json')).toBe(true);
    expect(readdirSync(join(studio.dir, 'pages'))).not.toContain('not-yet.json');
  });

  it('gives each of many checks at once its own answer, unseen by the page list', async () => {
    const page = record.parse(pageOnDisk('pages/careers.json'));
    const titles = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 'Bad' : `${page.title}`));
    const [list, ...answers] = await Promise.all([
      call(studio.base, 'GET', '/api/pages'),
      ...titles.map((title) => check('pages/careers.json', { ...page, title })),
    ]);
    answers.forEach((problems, i) => expect(problems.length).toBe(i % 2 === 0 ? 1 : 0));
    const pages = z.object({ pages: z.array(z.object({ file: z.string() })) }).parse(list.body);
    expect(pages.pages.every((p) => p.file.endsWith('.json') && !p.file.includes('/.'))).toBe(true);
    expect(hiddenFiles()).toEqual([]);
  });

  it('answers a page health finding as a warning, after the errors', async () => {
    const home = record.parse(pageOnDisk('pages/home.json'));
    const problems = await check('pages/home.json', {
      ...home,
      title: 'T',
      description: 'T',
    });
    expect(problems.map((p) => [p.pointer, p.severity])).toEqual([
      ['/title', undefined],
      ['/description', undefined],
      ['/description', 'warning'],
    ]);
  });

  it('refuses to check anything but a page file', async () => {
    const answer = await call(studio.base, 'POST', '/api/check', {
      body: { path: 'pages/../site.config.json', page: {} },
    });
    expect(answer.status).toBe(403);
    expect(z.object({ message: z.string() }).parse(answer.body).message).not.toBe('');
  });

  it('checks a page of 300 blocks as it checks the page they came from', async () => {
    // How long that takes is measured by `npm run bench:studio`, not here.
    const home = record.parse(pageOnDisk('pages/home.json'));
    const blocks = z.array(z.unknown()).parse(home.blocks);
    const big = {
      ...home,
      blocks: Array.from({ length: 300 }, (_, i) => blocks[i % blocks.length]),
    };
    // The home page's blocks over and over repeat its main heading: a health warning, no error.
    const errors = async (page: unknown) =>
      (await check('pages/home.json', page)).filter((p) => p.severity !== 'warning');
    expect(await check('pages/home.json', home)).toEqual([]);
    expect(await errors(big)).toEqual([]);
    const broken = structuredClone(big);
    broken.blocks = [...big.blocks.slice(0, 299), { type: 'hero' }];
    const problems = await errors(broken);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.pointer.startsWith('/blocks/299'))).toBe(true);
  });
});
