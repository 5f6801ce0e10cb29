import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (line: string) => Buffer.from(line.repeat(200));

function write(path: string, data: Buffer) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), data);
}

describe('precompress (build step)', () => {
  it('writes .br and .gz copies of every text type that decompress to the original bytes', async () => {
    const files = [
      'index.html',
      'vps-hosting/index.html',
      'assets/index-abc123.js',
      'assets/index-abc123.css',
      'images/logo.svg',
      'data.json',
      'sitemap.xml',
      'robots.txt',
      'site.webmanifest',
    ];
    for (const file of files) write(file, text(`<line of ${file} with some words/>\n`));
    await precompress(dir);
    for (const file of files) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))), file).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))), file).toEqual(original);
    }
  });

  it('leaves images, already compressed files and Vite metadata alone', async () => {
    write('images/photo.png', text('not really a png '));
    write('fonts/body.woff2', text('not really a font '));
    write('.vite/manifest.json', text('{"a": 1}'));
    await precompress(dir);
    for (const file of ['images/photo.png', 'fonts/body.woff2', '.vite/manifest.json']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no copy of a file compression cannot shrink, and removes an older copy of it', async () => {
    write('assets/noise.js', text('const a = 1;\n'));
    await precompress(dir);
    expect(existsSync(join(dir, 'assets/noise.js.br'))).toBe(true);
    write('assets/noise.js', randomBytes(4096));
    await precompress(dir);
    expect(existsSync(join(dir, 'assets/noise.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/noise.js.gz'))).toBe(false);
  });
});
