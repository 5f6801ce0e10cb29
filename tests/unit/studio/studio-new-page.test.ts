import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { templates } from '../../../src/server/new-page/checks';
import { pageSchema } from '../../../src/app/page-schema';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { tsx } from '../../../scripts/temp-project';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const description =
  'Automatic, encrypted backups of your servers and files, restored within minutes when needed.';
const created = z.object({ file: z.string(), version: z.string() });
const refused = z.object({
  problems: z.array(
    z.object({
      field: z.enum(['path', 'title', 'description', 'template', 'file']),
      message: z.string(),
    }),
  ),
});
const pageFiles = () => readdirSync(join(studio.dir, 'pages')).sort();
const readPage = (file: string) =>
  pageSchema.parse(JSON.parse(readFileSync(join(studio.dir, file), 'utf8')));
// Each page needs its own title and description: every call gets fresh ones unless told.
let made = 0;
const newPage = (body: Record<string, string>) => {
  made += 1;
  return call(studio.base, 'POST', '/api/pages', {
    body: {
      template: 'service',
      title: `Cloud Backup ${made} | {{company.name}}`,
      description: `${description} Plan ${made}.`,
      ...body,
    },
  });
};
const homePath = () => readPage('pages/home.json').path;

describe('studio API: new pages', () => {
  it('lists the templates of npm run new-page with their help, each named in words', async () => {
    const answer = await call(studio.base, 'GET', '/api/templates');
    const list = z
      .object({
        templates: z.array(
          z.object({ name: z.string(), label: z.string(), help: z.string().min(1) }),
        ),
      })
      .parse(answer.body);
    expect(list.templates.map((t) => t.name)).toEqual([...templates]);
    // What a marketer picks from: words with a capital, never the template's id.
    for (const t of list.templates) {
      expect(t.label).toMatch(/^[A-Z][a-z]+ /);
      expect(t.label).not.toBe(t.name);
    }
  });

  it('creates a page from a template that validates, and answers its file and version', async () => {
    const answer = await newPage({ path: '/cloud-backup' });
    expect(answer.status).toBe(201);
    const { file, version } = created.parse(answer.body);
    expect(file).toBe('pages/cloud-backup.json');
    expect(readPage(file).blocks[0]?.type).toBe('hero');
    expect(readPage(file).format).toBe(currentPageFormat);
    const opened = await call(studio.base, 'GET', `/api/file?path=${file}`);
    expect(z.object({ version: z.string() }).parse(opened.body).version).toBe(version);
    const list = await call(studio.base, 'GET', '/api/pages');
    const row = z
      .object({ pages: z.array(z.object({ file: z.string(), problems: z.number() })) })
      .parse(list.body)
      .pages.find((p) => p.file === file);
    expect(row?.problems).toBe(0);
  });

  it('refuses a path in use in another case before writing anything', async () => {
    const before = pageFiles();
    const answer = await newPage({ path: '/CONTACT-INFO', title: 'Contact again | Someone' });
    expect(answer.status).toBe(422);
    const { problems } = refused.parse(answer.body);
    expect(problems.map((p) => p.field)).toEqual(['path']);
    expect(problems[0]?.message).toContain('pages/contact-info.json');
    expect(pageFiles()).toEqual(before);
  });

  it('refuses a file that exists, a bad template and texts of the wrong length, naming each field', async () => {
    const before = pageFiles();
    const answer = await newPage({
      path: '/free-path-here',
      file: 'pages/home.json',
      template: 'landing',
      title: 'Short',
      description: 'Too short.',
    });
    expect(answer.status).toBe(422);
    const { problems } = refused.parse(answer.body);
    expect(problems.map((p) => p.field)).toEqual(['template', 'file', 'title', 'description']);
    expect(pageFiles()).toEqual(before);
  });

  it('refuses the file derived from the path when it exists', async () => {
    // Home's file is pages/home.json; a path that maps to it but is not in use:
    const answer = await newPage({ path: '/home' });
    expect(homePath()).not.toBe('/home');
    expect(answer.status).toBe(422);
    expect(refused.parse(answer.body).problems).toEqual([
      { field: 'file', message: expect.stringContaining('pages/home.json') },
    ]);
  });

  it('refuses a file outside pages/ with a clear reason', async () => {
    const before = pageFiles();
    const answer = await newPage({ path: '/sneaky', file: '../sneaky.json' });
    expect(answer.status).toBe(422);
    expect(refused.parse(answer.body).problems.map((p) => p.field)).toEqual(['file']);
    expect(existsSync(join(studio.dir, '..', 'sneaky.json'))).toBe(false);
    expect(pageFiles()).toEqual(before);
  });

  it(
    'gives the same message as npm run new-page for a path in use',
    { timeout: 60_000 },
    async () => {
      const path = '/Contact-Info';
      const answer = await newPage({ path });
      const apiMessage = refused.parse(answer.body).problems[0]?.message ?? '';
      const cli = spawnSync(
        process.execPath,
        [
          ...tsx,
          join(process.cwd(), 'scripts/new-page.ts'),
          '--path',
          path,
          '--template',
          'service',
        ],
        { cwd: studio.dir, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
      );
      expect(cli.status).toBe(1);
      expect(apiMessage).not.toBe('');
      expect(cli.stderr.trim()).toBe(`✗ ${apiMessage}`);
    },
  );
});

describe('studio API: duplicating a page', () => {
  const duplicate = (body: Record<string, string>) =>
    call(studio.base, 'POST', '/api/pages/duplicate', { body });

  it('copies every block under the new path, title and description', async () => {
    const answer = await duplicate({
      from: 'pages/careers.json',
      path: '/jobs',
      title: 'Jobs at the company',
      description: `${description} Apply today.`,
    });
    expect(answer.status).toBe(201);
    const { file } = created.parse(answer.body);
    const copy = readPage(file);
    expect(copy).toMatchObject({ path: '/jobs', title: 'Jobs at the company' });
    expect(copy.blocks).toEqual(readPage('pages/careers.json').blocks);
  });

  it('refuses a copy without its own description, and a path in use, writing nothing', async () => {
    const before = pageFiles();
    const answer = await duplicate({
      from: 'pages/careers.json',
      path: '/Careers',
      title: 'Another careers page',
    });
    expect(answer.status).toBe(422);
    expect(refused.parse(answer.body).problems.map((p) => p.field)).toEqual([
      'path',
      'description',
    ]);
    expect(pageFiles()).toEqual(before);
  });

  it('answers 404 for a page that does not exist and 403 for a file that is not a page', async () => {
    const body = { path: '/copy-of-nothing', title: 'Copy of nothing', description };
    const missing = await duplicate({ ...body, from: 'pages/nothing.json' });
    expect(missing.status).toBe(404);
    const config = await duplicate({ ...body, from: 'site.config.json' });
    expect(config.status).toBe(403);
    const outside = await duplicate({ ...body, from: 'pages/../package.json' });
    expect(outside.status).toBe(403);
  });
});
