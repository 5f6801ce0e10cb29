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
