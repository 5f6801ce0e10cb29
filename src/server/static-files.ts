import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readBuiltFile } from './built-file';
import { isCompressible, isCopy } from './compressible-types';

/**
 * How long browsers and proxies keep each kind of file. Vite puts a content hash in every name
 * under assets/, so a changed file has a new URL and the old one can be kept for good. Public
 * files keep their names when they change: kept an hour, then revalidated (a 304 when unchanged).
 * Pages are revalidated on every view, so an edit shows at once.
 */
export const cachePolicy = {
  hashed: 'public, max-age=31536000, immutable',
  public: 'public, max-age=3600, must-revalidate',
  page: 'no-cache',
};

/** Files the server sends as they are: not the pages (answered with their status), not the
 * .br/.gz copies (chosen by Accept-Encoding), not dot folders such as Vite's .vite/. */
function publicFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep))
    .filter((parts) => !parts.some((part) => part.startsWith('.')))
    .map((parts) => parts.join('/'))
    .filter((file) => !file.endsWith('.html') && !isCopy(file));
}

/**
 * One GET/HEAD route per file of the client build, found at start, with the cache policy of its
 * kind. @fastify/static sends it: the .br/.gz copy the client prefers (`preCompressed`), an ETag
 * and Last-Modified per copy, 304 when the browser's copy is current, ranges, HEAD. Files whose
 * copies match them get the instance that looks for copies; the rest (images, fonts, files edited
 * after the build) the one that does not, so it never sends a stale copy nor looks for one.
 */
export async function staticFiles(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const withCopies: string[] = [];
  const asTheyAre: string[] = [];
  for (const file of publicFiles(clientDir)) {
    const built = isCompressible(file) ? readBuiltFile(join(clientDir, file), true) : undefined;
    for (const copy of built?.stale ?? []) app.log.warn(`${copy} does not match ${file}: not sent`);
    const copiesMatch = built !== undefined && built.encodings.length > 0 && !built.stale.length;
    (copiesMatch ? withCopies : asTheyAre).push(file);
  }
  for (const [preCompressed, files] of [
    [true, withCopies],
    [false, asTheyAre],
  ] as const) {
    // Each in its own scope: @fastify/static decorates the reply with one sendFile per scope.
    await app.register(async (scope) => {
      // Our Cache-Control stands: its own is a max-age without must-revalidate.
      await scope.register(fastifyStatic, {
        root: clientDir,
        serve: false,
        preCompressed,
        cacheControl: false,
      });
      for (const file of files) {
        const cacheControl = file.startsWith('assets/') ? cachePolicy.hashed : cachePolicy.public;
        scope.route({
          method: ['GET', 'HEAD'],
          url: `/${file}`,
          handler(_request, reply) {
            reply.header('Cache-Control', cacheControl);
            if (preCompressed) reply.header('Vary', 'Accept-Encoding');
            return reply.sendFile(file);
          },
        });
      }
    });
  }
  // Files written after the server started (a published page's images, a new build's assets):
  // found when asked for, as the files above are, but with a look at the disk. The routes
  // above are more specific, so files of the build at start never come here.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
    });
    for (const folder of ['assets', 'images']) {
      scope.route({
        method: ['GET', 'HEAD'],
        url: `/${folder}/*`,
        handler(request, reply) {
          const rest = (request.params as { '*': string })['*'];
          const file = `${folder}/${rest}`;
          if (!lateFile.test(rest) || file.endsWith('.html') || isCopy(file))
            return reply.callNotFound();
          const hashed = folder === 'assets';
          reply.header('Cache-Control', hashed ? cachePolicy.hashed : cachePolicy.public);
          if (isCompressible(file)) reply.header('Vary', 'Accept-Encoding');
          return reply.sendFile(file);
        },
      });
    }
  });
}

/** A file name under a folder: plain segments, none hidden, no `.` or `..`. */
const lateFile = /^(?:[\w@+-][\w.@+-]*\/)*[\w@+-][\w.@+-]*$/;
