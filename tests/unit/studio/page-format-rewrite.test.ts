import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializePage, serializeSiteConfig } from '../../../src/app/project';
import { call, startStudioApi } from './studio-api-server';

const prettierJson = (text: string) =>
  format(text, { parser: 'json', printWidth: 100, filepath: 'site.config.json' });

/** The lines of `after` that are not in `before` and the other way round, as a diff counts them. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  // Files of equal length whose lines differ one for one: a value changed in place.
  let head = 0;
  while (head < a.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail))
    tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const fileAnswer = z.object({ text: z.string(), version: z.string() });

describe('saving a file changes only the lines of what changed', () => {
  it('renames one menu link of the real site.config.json through the studio: one line differs', async () => {
    const before = fileAnswer.parse(
      (await call(studio.base, 'GET', '/api/file?path=site.config.json')).body,
    );
    const config = JSON.parse(before.text);
    const group = config.nav.find((item: { items?: unknown[] }) => Array.isArray(item.items));
    group.items[0].label = `${group.items[0].label} plus`;
    const saved = await call(studio.base, 'PUT', '/api/file', {
      body: { path: 'site.config.json', page: config, baseVersion: before.version },
    });
    expect(saved.status).toBe(200);
    const after = readFileSync(join(studio.dir, 'site.config.json'), 'utf8');
    const { removed, added } = changedLines(before.text, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]?.replace(/("label": "[^"]*)"/, '$1 plus"')]);
  });

  it('keeps the file byte for byte when nothing changed, whatever its key order and layout', () => {
    const text = readFileSync('site.config.json', 'utf8');
    expect(serializeSiteConfig(JSON.parse(text), text)).toBe(text);
    const shuffled = '{\n  "title": "T",\n  "path": "/x",\n  "blocks": []\n}\n';
    expect(serializePage(JSON.parse(shuffled), shuffled)).toBe(shuffled);
  });

  it('adds a link to a menu as one new line, and removes one as one line', async () => {
    const text = readFileSync('site.config.json', 'utf8');
    const config = JSON.parse(text);
    const links = config.footer.columns[0].links;
    links.splice(1, 0, { label: 'Backups', href: '/cloud-backup' });
    const added = serializeSiteConfig(config, text);
    expect(changedLines(text, added).removed).toEqual([]);
    expect(changedLines(text, added).added).toHaveLength(1);
    expect(changedLines(text, added).added[0]).toContain(
      '{ "label": "Backups", "href": "/cloud-backup" },',
    );
    expect(await prettierJson(added)).toBe(added);
    links.splice(1, 1);
    links.splice(0, 1);
    const removed = serializeSiteConfig(config, added);
    expect(changedLines(added, removed).added).toEqual([]);
    expect(changedLines(added, removed).removed).toHaveLength(2);
    expect(await prettierJson(removed)).toBe(removed);
  });

  it('puts a new key where the schema has it, and breaks a line that grew too long as the formatter does', async () => {
    const text = readFileSync('site.config.json', 'utf8');
    const config = JSON.parse(text);
    config.company.logo.alt =
      'A much longer description of the logo of the company, for screen readers';
    const long = serializeSiteConfig(config, text);
    expect(await prettierJson(long)).toBe(long);
    const page = { path: '/x', title: 'T', blocks: [{ type: 'cta', heading: 'Hi' }] };
    const written = serializePage(page);
    const withDescription = serializePage({ ...page, description: 'D' }, written);
    expect(changedLines(written, withDescription)).toEqual({
      removed: [],
      added: ['  "description": "D",'],
    });
  });

  it('writes a new file as before: every object expanded', () => {
    const text = serializeSiteConfig({ company: { logo: { src: '/a.svg', alt: 'A' } } });
    expect(text).toBe(
      '{\n  "company": {\n    "logo": {\n      "src": "/a.svg",\n      "alt": "A"\n    }\n  }\n}\n',
    );
  });
});
