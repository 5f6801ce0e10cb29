import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { decodePath, linkKey, notFoundPath } from '../engine/paths';

interface RouteFile {
  path: string;
  file: string;
}

function readRoutes(distDir: string): RouteFile[] {
  const json: unknown = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8'));
  if (!Array.isArray(json)) throw new Error('dist/routes.json is not a list');
  return json.flatMap((r: unknown) =>
    typeof r === 'object' &&
    r !== null &&
    'path' in r &&
    'file' in r &&
    typeof r.path === 'string' &&
    typeof r.file === 'string'
      ? [{ path: r.path, file: r.file }]
      : [],
  );
}

/**
 * Serves the prerendered site: each page's HTML with status 200, a path in another case or with a
 * trailing slash redirected (301) to the page's own path (D1), hashed assets cached for a year,
 * and everything else answered 404 with the 404 page (D3).
 */
export async function siteRoutes(app: FastifyInstance, { distDir }: { distDir: string }) {
  const clientDir = join(distDir, 'client');
  const routes = readRoutes(distDir);
  const byKey = new Map(
    routes.filter((r) => r.path !== notFoundPath).map((r) => [linkKey(r.path), r]),
  );
  const html = new Map(routes.map((r) => [r.path, readFileSync(join(clientDir, r.file))]));
  const notFoundHtml = html.get(notFoundPath);
  if (!notFoundHtml) throw new Error('the build has no 404 page');

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    wildcard: false,
    // HTML pages are answered below, with their status and redirects.
    allowedPath: (path) => !path.endsWith('.html') && !path.startsWith('/.vite'),
    setHeaders(res, path) {
      const immutable = path.includes(`${join(clientDir, 'assets')}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });

  const sendPage = (reply: FastifyReply, body: Buffer, status: number) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    const url = new URL(request.url, 'http://localhost');
    const route = byKey.get(linkKey(url.pathname));
    if (route) {
      if (decodePath(url.pathname) === route.path)
        return sendPage(reply, html.get(route.path) ?? notFoundHtml, 200);
      return reply.redirect(`${encodeURI(route.path)}${url.search}`, 301);
    }
    return sendPage(reply, notFoundHtml, 404);
  });
}

/** Whether a build exists to serve. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'routes.json'));
}
