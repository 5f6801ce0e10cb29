import { utimesSync } from 'node:fs';
import { join } from 'node:path';
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

const year = 31_536_000;
const maxAge = (cacheControl: string | undefined) =>
  Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? NaN);

describe('hashed assets under /assets/', () => {
  it('are cached for a year and never revalidated', async () => {
    const { get } = await site();
    for (const path of [files.script, files.style]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(`public, max-age=${year}, immutable`);
    }
  });

  it('answer 304 without a body to a request for the copy the browser holds', async () => {
    const { get } = await site();
    const first = await get(files.script);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const byTag = await get(files.script, { 'if-none-match': String(first.headers.etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers['cache-control']).toBe(`public, max-age=${year}, immutable`);
    const byDate = await get(files.script, {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
  });

  it('serve a byte range', async () => {
    const { get, distDir } = await site();
    const res = await get(files.script, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    const whole = read(distDir, files.script);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(res.rawPayload).toEqual(whole.subarray(0, 100));
  });
});

describe('other public files (favicon, images, robots.txt)', () => {
  it('are cached for a shorter time and then revalidated', async () => {
    const { get } = await site();
    for (const path of [files.favicon, files.photo, files.robots]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const cacheControl = String(res.headers['cache-control']);
      expect(cacheControl, path).not.toContain('immutable');
      expect(maxAge(cacheControl), path).toBeGreaterThan(0);
      expect(maxAge(cacheControl), path).toBeLessThanOrEqual(86_400);
      const again = await get(path, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, path).toBe(304);
    }
  });
});

describe('HTML pages', () => {
  it('are revalidated on every view and carry a strong ETag and Last-Modified', async () => {
    const { get } = await site();
    const res = await get('/vps-hosting');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
  });

  it('answer 304 without a body when the page has not changed (ETag or date)', async () => {
    const { get } = await site();
    const first = await get('/vps-hosting');
    const byTag = await get('/vps-hosting', { 'if-none-match': String(first.headers.etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(first.headers.etag);
    expect(byTag.headers['cache-control']).toBe('no-cache');
    const byDate = await get('/vps-hosting', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
  });

  it('send the page again when the browser holds another version', async () => {
    const { get } = await site();
    const home = await get('/');
    const page = await get('/vps-hosting');
    expect(home.headers.etag).not.toBe(page.headers.etag);
    const res = await get('/vps-hosting', {
      'if-none-match': String(home.headers.etag),
      // A matching date does not count when the ETag says the copy differs.
      'if-modified-since': String(page.headers['last-modified']),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page.body);
    const old = await get('/vps-hosting', { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' });
    expect(old.statusCode).toBe(200);
  });

  it('keep their ETag on another server with the same build, and change it with the content', async () => {
    const first = await site();
    const tag = String((await first.get('/vps-hosting')).headers.etag);
    const copy = await site({}, {});
    // Files copied to another machine get other dates; the ETag follows the content only.
    const file = join(copy.distDir, 'client/vps-hosting/index.html');
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const sameBuild = await site({ distDir: copy.distDir });
    expect((await sameBuild.get('/vps-hosting', { 'if-none-match': tag })).statusCode).toBe(304);
    const changed = await site({}, { pageText: 'Edited page' });
    const res = await changed.get('/vps-hosting', { 'if-none-match': tag });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Edited page');
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const { app, get } = await site();
    const full = await get('/vps-hosting');
    const head = await app.inject({ method: 'HEAD', url: '/vps-hosting' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
  });
});

describe('the 404 page and redirects', () => {
  it('answers an unknown path with the 404 page and status 404, even to a conditional request', async () => {
    const { get } = await site();
    const res = await get('/no-such-page', {
      'if-none-match': '*',
      'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Page /404</title>');
    expect(res.headers.etag).toBeUndefined();
  });

  it('redirects a path in another case or with a trailing slash with 301', async () => {
    const { get } = await site();
    for (const path of ['/VPS-Hosting', '/vps-hosting/']) {
      const res = await get(`${path}?ref=mail`);
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe('/vps-hosting?ref=mail');
    }
  });

  it('does not serve the HTML files, the build metadata or the compressed copies by their file names', async () => {
    const { get } = await site();
    for (const path of ['/vps-hosting/index.html', '/.vite/manifest.json', `${files.script}.br`]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});
