import { afterEach, expect, it } from 'vitest';
import { files, startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

it('forbids framing the site in any page, with CSP and X-Frame-Options agreeing', async () => {
  const server = await startSite();
  servers.push(server);
  for (const url of ['/', '/no-such-page', files.script, '/api/no-such-endpoint']) {
    const res = await server.get(url);
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
  }
});
