import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  improveCopies,
  writeServedFile,
  writeWhole,
} from '../../../src/server/publish/write-whole';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'served-copies-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (words: string) =>
  `<!doctype html><html><body>${`<p>${words} and the menu of the site.</p>`.repeat(400)}</body></html>`;
const copies = (file: string) => ({
  br: readFileSync(`${file}.br`),
  gz: readFileSync(`${file}.gz`),
});

describe('compressed copies of a page written in a hurry', () => {
  it('are served copies of the page at once, and smaller ones once improved', async () => {
    const file = join(dir, 'about/index.html');
    const html = page('Cloud hosting in Chennai');
    await writeServedFile(file, html, 'quick');
    const quick = copies(file);
    expect(brotliDecompressSync(quick.br).toString()).toBe(html);
    expect(gunzipSync(quick.gz).toString()).toBe(html);

    await improveCopies(file);
    const best = copies(file);
    expect(brotliDecompressSync(best.br).toString()).toBe(html);
    expect(gunzipSync(best.gz).toString()).toBe(html);
    expect(best.br.length).toBeLessThanOrEqual(quick.br.length);
    expect(best.gz.length).toBeLessThanOrEqual(quick.gz.length);
  });

  it('are left alone when the page changed while they were being improved', async () => {
    const file = join(dir, 'index.html');
    await writeServedFile(file, page('Before'), 'quick');
    const before = copies(file);
    // The improvement reads the page at once; a publish then replaces it before it is done.
    const improving = improveCopies(file);
    writeWhole(file, page('After'));
    await improving;
    expect(copies(file)).toEqual(before);
  });

  it('are nothing to improve once the page is gone', async () => {
    await expect(improveCopies(join(dir, 'gone/index.html'))).resolves.toBeUndefined();
  });
});
