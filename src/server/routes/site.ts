import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from '../context';
import { decodePath, linkKey, notFoundPath } from '../../engine/paths';
import { negotiateEncoding } from '../accept-encoding';
import { isNotModified } from '../conditional-request';
import { readBuiltFile, type BuiltFile } from '../built-file';
import { cachePolicy, staticFiles } from '../static-files';

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
 * Answers with a page in the coding the client prefers. Found pages carry their ETag and
 * Last-Modified and get a 304 when the browser's copy is current; the 404 page has no version to
 * keep, so it is always sent whole. HEAD gets the headers of GET.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: BuiltFile,
  status: 200 | 404,
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], page.encodings);
  const copy =
    (encoding === 'identity' ? undefined : page.copies[encoding]) ?? page.copies.identity;
  reply.code(status).header('Cache-Control', cachePolicy.page);
  if (page.encodings.length > 0) reply.header('Vary', 'Accept-Encoding');
  if (status === 200) {
    const validators = { etag: copy.etag, lastModified: page.lastModified };
    reply.header('ETag', validators.etag).header('Last-Modified', validators.lastModified);
    if (isNotModified(request.headers, validators)) return reply.code(304).send();
  }
  reply.type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (request.method === 'HEAD') return reply.header('Content-Length', copy.body.length).send();
  return reply.send(copy.body);
}

/**
 * Serves the prerendered site: each page's HTML with status 200, a path in another case or with a
 * trailing slash redirected (301) to the page's own path, the build's other files with their
 * cache policy, and everything else answered 404 with the 404 page (decisions.md #1, #3). Pages are held in memory,
 * with their compressed copies.
 */
async function site(app: FastifyInstance, { distDir }: Pick<ServerContext, 'distDir'>) {
  const clientDir = join(distDir, 'client');
  const routes = readRoutes(distDir);
  const byKey = new Map(
    routes.filter((r) => r.path !== notFoundPath).map((r) => [linkKey(r.path), r]),
  );
  const pages = new Map(routes.map((r) => [r.path, readBuiltFile(join(clientDir, r.file), true)]));
  const notFoundPage = pages.get(notFoundPath);
  if (!notFoundPage) throw new Error('the build has no 404 page');
  for (const file of [...pages.values()].flatMap((page) => page.stale))
    app.log.warn(`${file} does not match its page (edited after the build?): not served`);

  await staticFiles(app, { clientDir });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    const url = new URL(request.url, 'http://localhost');
    const route = byKey.get(linkKey(url.pathname));
    if (route) {
      if (decodePath(url.pathname) === route.path)
        return sendPage(request, reply, pages.get(route.path) ?? notFoundPage, 200);
      return reply.redirect(`${encodeURI(route.path)}${url.search}`, 301);
    }
    return sendPage(request, reply, notFoundPage, 404);
  });
}

/**
 * The site's routes. Not encapsulated (a Fastify plugin marked to skip its own scope), because
 * the 404 handler it sets must answer for every path.
 */
export const siteRoutes = fastifyPlugin(site, { name: 'site-routes' });
