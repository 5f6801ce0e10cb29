import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

/** A GET with the path sent exactly as written (as `curl --path-as-is` does), not normalised. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('reads nothing outside the client build, whatever the path and the coding asked for', async () => {
  const server = await startSite();
  servers.push(server);
  const secret = 'not for the web';
  // Beside client/, where a path that climbed out of it would land.
  writeFileSync(join(server.distDir, 'secret.txt'), secret);
  writeFileSync(join(server.distDir, 'secret.txt.br'), secret);
  const { port } = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
  const paths = [
    '/../secret.txt',
    '/images/../../secret.txt',
    '/assets/../../secret.txt',
    '/images/photo.png/../../../secret.txt',
    '/images/%2e%2e/%2e%2e/secret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/images/..%5c..%5csecret.txt',
    '/images/..\\..\\secret.txt',
  ];
  for (const path of paths) {
    for (const accept of ['identity', 'br, gzip']) {
      const res = await rawGet(Number(port), path, { 'accept-encoding': accept });
      expect([400, 404], `${path} ${accept}`).toContain(res.status);
      expect(res.body, `${path} ${accept}`).not.toContain(secret);
    }
  }
});
