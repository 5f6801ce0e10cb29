import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerEntry, readDocumentParts } from '../../../src/engine/tooling/page-document';
import { renderDocument, type RenderJob } from '../../../src/server/publish/render-jobs';
import { renderPool } from '../../../src/server/publish/render-pool';
import { site } from '../render';

/**
 * A build's server bundle and template, as small as the threads need: the bundle renders a page's
 * title and the footer's first legal link, fails for a page titled "throws" and stops its thread
 * for one titled "stops".
 */
const serverBundle = `
export const site = {};
export const pages = [];
export async function render() { throw new Error('not used'); }
export async function renderPageData(page, images, options) {
  if (page.title === 'throws') throw new Error('this page cannot be rendered');
  if (page.title === 'stops') process.exit(3);
  const words = (page.title + ' ').repeat(40);
  return {
    html: '<main><h1>' + page.title + '</h1><p>' + words + '</p><footer>' +
      options.site.footer.legal[0].label + '</footer></main>',
    styles: '',
    page,
    structuredData: [],
  };
}
`;
const template =
  '<!doctype html><html><head><!--head--><script type="module" crossorigin src="/assets/index.js"></script></head><body><!--app--></body></html>';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server/entry-server.js'), serverBundle);
  writeFileSync(join(dir, 'template.html'), template);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (title: string): Omit<RenderJob, 'id'> => ({
  page: {
    format: 2,
    path: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
    title,
    description: 'A page of the test of rendering on threads.',
    keywords: [],
    robots: 'index, follow',
    companySchema: false,
    layout: 'site',
    blocks: [],
  },
  images: {},
  site: { ...site, footer: { ...site.footer, legal: [{ label: 'Our terms', href: '/terms' }] } },
  effort: 'quick',
});

describe('rendering pages on threads', () => {
  it('gives each page the document the server would render itself, with its compressed copies', async () => {
    const pool = renderPool(dir, undefined, 2);
    try {
      const titles = Array.from({ length: 6 }, (_, n) => `Service page ${n}`);
      const files = await Promise.all(titles.map((title) => pool.render(job(title))));
      const here = await loadServerEntry(dir);
      for (const [n, title] of titles.entries()) {
        const file = files[n]!;
        const expected = await renderDocument(here, readDocumentParts(dir), job(title));
        const html = Buffer.from(file.bytes).toString();
        expect(html).toBe(Buffer.from(expected.bytes).toString());
        expect(html).toContain(`<h1>${title}</h1>`);
        expect(html).toContain('Our terms');
        expect(brotliDecompressSync(file.br!).toString()).toBe(html);
        expect(gunzipSync(file.gzip!).toString()).toBe(html);
      }
    } finally {
      await pool.close();
    }
  });

  it('fails the page that cannot be rendered, and renders the others', async () => {
    const pool = renderPool(dir, undefined, 1);
    try {
      const results = await Promise.allSettled(
        ['Before', 'throws', 'After'].map((title) => pool.render(job(title))),
      );
      expect(
        results.map((r) => (r.status === 'fulfilled' ? 'rendered' : r.reason.message)),
      ).toEqual(['rendered', 'this page cannot be rendered', 'rendered']);
    } finally {
      await pool.close();
    }
  });

  it('fails a page whose thread stopped, and renders the next on a new thread', async () => {
    const pool = renderPool(dir, undefined, 1);
    try {
      await expect(pool.render(job('stops'))).rejects.toThrow(/stopped \(exit code 3\)/);
      const next = await pool.render(job('After the stop'));
      expect(Buffer.from(next.bytes).toString()).toContain('<h1>After the stop</h1>');
    } finally {
      await pool.close();
    }
  });

  it('refuses to render once closed', async () => {
    const pool = renderPool(dir, undefined, 1);
    await pool.close();
    await expect(pool.render(job('Too late'))).rejects.toThrow(/stopped/);
  });
});
