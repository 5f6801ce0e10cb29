import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStudioApi } from '../../../src/server/studio/api';
import { siteEntriesSchema } from '../../../src/studio/studio-api';

/** The studio API on a random port over a throw-away copy of the project's editable files. */
export async function startStudioApi(): Promise<{
  dir: string;
  base: string;
  host: string;
  stop: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  // docs/image-sources.md: an upload records where the image comes from there.
  for (const entry of ['pages', 'public', 'site.config.json', 'docs/image-sources.md'])
    cpSync(entry, join(dir, entry), { recursive: true });
  // The port is known only once listening; the API reads the list on each request.
  const allowedHosts: string[] = [];
  const api = createStudioApi({ root: dir, allowedHosts });
  const server: Server = createServer((req, res) =>
    api(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const host = `127.0.0.1:${port}`;
  allowedHosts.push(host, `localhost:${port}`);
  return {
    dir,
    base: `http://${host}`,
    host,
    stop: async () => {
      await new Promise((done) => server.close(done));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type CallOptions = { headers?: Record<string, string>; body?: unknown; raw?: Buffer };

/**
 * One HTTP request with exactly the headers given (fetch would not let a test set Host); `body` is
 * sent as JSON, `raw` as the bytes given.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown }> {
  const { status, body } = await callWithHeaders(base, method, path, options);
  return { status, body };
}

/** As `call`, with the answer's headers. */
export function callWithHeaders(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown; headers: IncomingHttpHeaders }> {
  const text =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          // not JSON: the raw text is the body
        }
        done({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.on('error', fail);
    req.end(text);
  });
}

/**
 * The site-entries API of a studio started by startStudioApi, as the page settings call it: the
 * entries of a page path, a PUT of a change, and the site config's text as it is on disk.
 */
export function siteEntriesApi(studio: { base: string; dir: string }) {
  return {
    entries: async (path: string) =>
      siteEntriesSchema.parse(
        (await call(studio.base, 'GET', `/api/site-entries?path=${path}`)).body,
      ),
    configText: () => readFileSync(join(studio.dir, 'site.config.json'), 'utf8'),
    put: (body: unknown) => call(studio.base, 'PUT', '/api/site-entries', { body }),
  };
}
