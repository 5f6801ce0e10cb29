import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkKey } from '../../../src/engine/paths';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const linksAnswer = z.object({
  pages: z.array(z.object({ file: z.string(), pointer: z.string(), label: z.string() })),
  site: z.array(z.object({ pointer: z.string(), label: z.string() })),
});
const links = async (path: string) =>
  linksAnswer.parse(
    (await call(studio.base, 'GET', `/api/links?path=${encodeURIComponent(path)}`)).body,
  );
const json = (file: string): unknown => JSON.parse(readFileSync(join(studio.dir, file), 'utf8'));

/** The value at a JSON Pointer, to check what an answer points at. */
function at(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => {
      if (Array.isArray(node)) return node[Number(key)];
      return typeof node === 'object' && node !== null ? Object(node)[key] : undefined;
    }, value);
}
const href = z.object({ href: z.string() });
const versionOf = async (file: string) =>
  z
    .object({ version: z.string() })
    .parse((await call(studio.base, 'GET', `/api/file?path=${file}`)).body).version;

describe('studio API: links to a page', () => {
  it('finds every block link and menu entry to a path, in any case, slash, anchor or query', async () => {
    const plain = await links('/contact-info');
    expect(plain.site.length).toBeGreaterThan(0);
    expect(plain.pages.length).toBeGreaterThan(0);
    for (const variant of ['/Contact-Info/', '/contact-info#form', '/contact-info?from=menu'])
      expect(await links(variant)).toEqual(plain);
    for (const link of plain.pages)
      expect(linkKey(href.parse(at(json(link.file), link.pointer)).href)).toBe('/contact-info');
    for (const entry of plain.site)
      expect(linkKey(href.parse(at(json('site.config.json'), entry.pointer)).href)).toBe(
        '/contact-info',
      );
  });

  it('finds a link a page has just been given, labelled as the page shows it', async () => {
    const page = z.record(z.string(), z.unknown()).parse(json('pages/careers.json'));
    const blocks = z.array(z.unknown()).parse(page.blocks);
    const cta = {
      type: 'cta',
      heading: 'See the web work',
      actions: [{ label: 'Our web work', href: '/Web-Development#cases' }],
    };
    writeFileSync(
      join(studio.dir, 'pages/careers.json'),
      JSON.stringify({ ...page, blocks: [...blocks, cta] }),
    );
    const found = await links('/web-development');
    expect(found.pages).toContainEqual({
      file: 'pages/careers.json',
      pointer: `/blocks/${blocks.length}/actions/0`,
      label: 'Our web work',
    });
  });

  it('finds nothing for a path no one links to', async () => {
    expect(await links('/nobody-links-here')).toEqual({ pages: [], site: [] });
  });
});

describe('studio API: deleting a page', () => {
  it('deletes a page file at the version the client saw', async () => {
    const version = await versionOf('pages/communication.json');
    const answer = await call(
      studio.base,
      'DELETE',
      `/api/file?path=pages/communication.json&version=${version}`,
    );
    expect(answer).toEqual({ status: 200, body: { deleted: 'pages/communication.json' } });
    expect(existsSync(join(studio.dir, 'pages/communication.json'))).toBe(false);
  });

  it('keeps a page that changed since that version (409)', async () => {
    const version = await versionOf('pages/cloud.json');
    const file = join(studio.dir, 'pages/cloud.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n$/, '\n\n'));
    const answer = await call(
      studio.base,
      'DELETE',
      `/api/file?path=pages/cloud.json&version=${version}`,
    );
    expect(answer.status).toBe(409);
    expect(existsSync(file)).toBe(true);
  });

  it('deletes only page files (403), and says so for a missing one (404)', async () => {
    const configVersion = await versionOf('site.config.json');
    const config = await call(
      studio.base,
      'DELETE',
      `/api/file?path=site.config.json&version=${configVersion}`,
    );
    expect(config.status).toBe(403);
    expect(existsSync(join(studio.dir, 'site.config.json'))).toBe(true);
    const image = await call(
      studio.base,
      'DELETE',
      '/api/file?path=public/images/ai.svg&version=x',
    );
    expect(image.status).toBe(403);
    expect(existsSync(join(studio.dir, 'public/images/ai.svg'))).toBe(true);
    const outside = await call(studio.base, 'DELETE', '/api/file?path=pages/../package.json');
    expect(outside.status).toBe(403);
    const missing = await call(studio.base, 'DELETE', '/api/file?path=pages/gone.json&version=x');
    const unversioned = await call(studio.base, 'DELETE', '/api/file?path=pages/careers.json');
    expect(unversioned.status).toBe(400);
    expect(existsSync(join(studio.dir, 'pages/careers.json'))).toBe(true);
    expect(missing.status).toBe(404);
  });

  it('refuses a delete sent by another site', async () => {
    const version = await versionOf('pages/careers.json');
    const answer = await call(
      studio.base,
      'DELETE',
      `/api/file?path=pages/careers.json&version=${version}`,
      { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(answer.status).toBe(403);
    expect(existsSync(join(studio.dir, 'pages/careers.json'))).toBe(true);
  });
});
