import { request, type IncomingHttpHeaders } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { files, startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

it('forbids framing the site in any page, with CSP and X-Frame-Options agreeing', async () => {
  const server = await startSite();
  servers.push(server);
  for (const url of ['/', '/no-such-page', '/api/no-such-endpoint']) {
    const res = await server.get(url);
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
  }
});

it('sends a hashed asset with the subresource headers only, not the document policies', async () => {
  const server = await startSite();
  servers.push(server);
  const res = await server.get(files.script);
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['content-security-policy']).toBeUndefined();
  expect(res.headers['x-frame-options']).toBeUndefined();
});

it('gives API answers a policy under which nothing in them loads, runs or is framed', async () => {
  const server = await startSite();
  servers.push(server);
  for (const url of ['/api/no-such-endpoint', '/api/account']) {
    const res = await server.get(url);
    const policy = String(res.headers['content-security-policy']);
    expect(policy, url).toMatch(/default-src 'none'/);
    expect(policy, url).toMatch(/frame-ancestors 'none'/);
    expect(policy, url).not.toMatch(/script-src/);
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    // Document-only policies stay on pages.
    expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
  }
  const page = await server.get('/');
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
});

it('keeps public pages in the browsing context group they were opened from', async () => {
  const server = await startSite();
  servers.push(server);
  for (const url of ['/', '/vps-hosting', '/no-such-page']) {
    const res = await server.get(url);
    expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
  }
});

/** A GET sent with its path exactly as given (`curl --path-as-is`), dot segments and all. */
async function rawGet(port: number, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

it('gives every HTML answer the page policy, the 404 page under /assets/ too', async () => {
  const server = await startSite();
  servers.push(server);
  for (const url of ['/assets/nope', '/assets/index-abc123.js/x', '/no-such-page', '/']) {
    const res = await server.get(url);
    expect(String(res.headers['content-type']), url).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
  }
});

it('never serves a page for a path with dot segments or empty segments', async () => {
  const server = await startSite();
  servers.push(server);
  const { port } = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
  for (const path of [
    '/assets/../vps-hosting',
    '/assets/%2e%2e/vps-hosting',
    '/./vps-hosting',
    '//vps-hosting',
    '//anything',
    '/vps-hosting//',
  ]) {
    const res = await rawGet(Number(port), path);
    expect(res.status, path).toBe(404);
    expect(res.body, path).not.toContain('Page /vps-hosting');
    expect(res.headers['content-security-policy'], path).toMatch(/script-src 'self'/);
  }
});
