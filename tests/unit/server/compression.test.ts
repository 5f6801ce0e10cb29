import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { files, read, startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});
async function site(...args: Parameters<typeof startSite>) {
  const server = await startSite(...args);
  servers.push(server);
  return server;
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

// What a browser or client sends, and the coding it should get. Read as @fastify/static reads it
// for every file: `*` counts as gzip, and the obsolete `x-gzip` is not gzip.
const negotiation: [string | undefined, string | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=1.0, br;q=0.5', 'gzip'],
  ['*', 'gzip'],
  ['br;q=0, *', 'gzip'],
  ['BR', 'br'],
  ['x-gzip', undefined],
  ['identity', undefined],
  ['br;q=0, gzip;q=0', undefined],
  ['*;q=0, identity', undefined],
  ['deflate', undefined],
  [undefined, undefined],
];

describe('precompressed pages and assets', () => {
  it.each(negotiation)('Accept-Encoding %s gets %s', async (accept, expected) => {
    const { get, distDir } = await site();
    const headers: Record<string, string> =
      accept === undefined ? {} : { 'accept-encoding': accept };
    const served: [url: string, file: string][] = [
      ['/vps-hosting', '/vps-hosting/index.html'],
      [files.script, files.script],
      [files.favicon, files.favicon],
    ];
    for (const [url, file] of served) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(expected);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(expected, res.rawPayload), url).toEqual(read(distDir, file));
    }
  });

  it('keeps the content type of the file whatever the coding', async () => {
    const { get } = await site();
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      expect((await get('/vps-hosting', headers)).headers['content-type']).toMatch(/^text\/html/);
      expect((await get(files.script, headers)).headers['content-type']).toMatch(/javascript/);
      expect((await get(files.style, headers)).headers['content-type']).toMatch(/^text\/css/);
      expect((await get(files.favicon, headers)).headers['content-type']).toMatch(/^image\/svg/);
    }
  });

  it('sends the Brotli copy the build wrote, byte for byte, instead of compressing per request', async () => {
    const { get, distDir } = await site();
    const res = await get(files.script, { 'accept-encoding': 'br' });
    expect(res.rawPayload).toEqual(read(distDir, `${files.script}.br`));
    const gz = await get(files.style, { 'accept-encoding': 'gzip' });
    expect(gz.rawPayload).toEqual(read(distDir, `${files.style}.gz`));
  });

  it('sends files compression cannot shrink as they are, without compressing them per request', async () => {
    const { get, distDir } = await site();
    for (const path of [files.noise, files.photo]) {
      const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.rawPayload, path).toEqual(read(distDir, path));
    }
  });

  it('gives each coding of a page its own ETag and revalidates each', async () => {
    const { get } = await site();
    const tags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      for (const url of ['/vps-hosting', files.script]) {
        const res = await get(url, { 'accept-encoding': accept });
        tags.add(String(res.headers.etag));
        const again = await get(url, {
          'accept-encoding': accept,
          'if-none-match': String(res.headers.etag),
        });
        expect(again.statusCode, `${url} ${accept}`).toBe(304);
        expect(again.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
      }
    }
    expect(tags.size).toBe(6);
  });

  it('compresses the 404 page too, keeping its status', async () => {
    const { get, distDir } = await site();
    const res = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload)).toEqual(read(distDir, '/404.html'));
  });

  it('answers HEAD with the length of the coding GET would send', async () => {
    const { app, get } = await site();
    for (const url of ['/vps-hosting', files.script]) {
      const headers = { 'accept-encoding': 'br' };
      const full = await get(url, headers);
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-encoding'], url).toBe('br');
      expect(head.headers['content-length'], url).toBe(String(full.rawPayload.length));
    }
  });

  it('serves a page edited by hand after the build in its new words, not its stale copies', async () => {
    const { distDir } = await site();
    const edited = '<!doctype html><title>Fixed typo</title>';
    writeFileSync(join(distDir, 'client/vps-hosting/index.html'), edited);
    writeFileSync(join(distDir, 'client/assets/index-abc123.css'), 'body { color: red; }');
    const { get } = await site({ distDir });
    const page = await get('/vps-hosting', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(edited);
    const style = await get(files.style, { 'accept-encoding': 'br, gzip' });
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.body).toBe('body { color: red; }');
  });
});
