import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { negotiateEncoding } from './accept-encoding';
import { readBuiltFile, type BuiltFile } from './built-file';
import { compressibleType, encodedSuffixes, type Encoding } from './compressible-types';
import { isNotModified } from './conditional-request';

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

/** What a built file offers a request: its codings, their ETags, its date and its cache policy. */
export interface Offer {
  encodings: Encoding[];
  etags: { identity: string } & Partial<Record<Encoding, string>>;
  lastModified: string;
  cacheControl: string;
  /** Whether the answer carries validators (ETag, Last-Modified) and may be a 304. */
  validators: boolean;
}

/**
 * Chooses the coding the client prefers among those offered and sets the headers of the answer:
 * cache policy, Vary, validators and Content-Encoding. Sends a 304 when the browser's copy is
 * current and then returns undefined; otherwise returns the coding whose bytes to send.
 */
export function prepareAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  offer: Offer,
): Encoding | 'identity' | undefined {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], offer.encodings);
  reply.header('Cache-Control', offer.cacheControl);
  if (offer.encodings.length > 0) reply.header('Vary', 'Accept-Encoding');
  if (offer.validators) {
    const etag =
      (encoding === 'identity' ? undefined : offer.etags[encoding]) ?? offer.etags.identity;
    const validators = { etag, lastModified: offer.lastModified };
    reply.header('ETag', etag).header('Last-Modified', offer.lastModified);
    if (isNotModified(request.headers, validators)) {
      void reply.code(304).send();
      return undefined;
    }
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return encoding;
}

/** The ETag of each coding of a built file. */
export function etagsOf(built: BuiltFile): Offer['etags'] {
  const etags: Offer['etags'] = { identity: built.copies.identity.etag };
  for (const encoding of built.encodings) etags[encoding] = built.copies[encoding]?.etag;
  return etags;
}

interface PublicFile extends Offer {
  /** Path under the client build, with forward slashes. */
  file: string;
  /** Set for the compressible types, whose copies would otherwise be typed by their suffix. */
  type?: string;
  stale: string[];
}

/** A .br/.gz copy the build wrote of a compressible file (not, say, a .tar.gz to download). */
const isCopy = (file: string) =>
  /\.(br|gz)$/.test(file) && compressibleType(file.replace(/\.(br|gz)$/, '')) !== undefined;

/** The file's validators, read once at start; its bytes stay on disk. */
function publicFile(clientDir: string, file: string): PublicFile {
  const type = compressibleType(file);
  const built = readBuiltFile(join(clientDir, file), type !== undefined);
  return {
    file,
    type,
    cacheControl: file.startsWith('assets/') ? cachePolicy.hashed : cachePolicy.public,
    encodings: built.encodings,
    etags: etagsOf(built),
    lastModified: built.lastModified,
    validators: true,
    stale: built.stale,
  };
}

/** Files the server sends as they are: not the pages (answered with their status), not the
 * .br/.gz copies (chosen by Accept-Encoding), not dot folders such as Vite's .vite/. */
function publicFiles(clientDir: string): PublicFile[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep))
    .filter((parts) => !parts.some((part) => part.startsWith('.')))
    .map((parts) => parts.join('/'))
    .filter((file) => !file.endsWith('.html') && !isCopy(file))
    .map((file) => publicFile(clientDir, file));
}

/**
 * One GET/HEAD route per file of the client build, found at start: sent in the coding the client
 * prefers among the copies the build wrote, with the cache policy of its kind, an ETag per coding
 * and a 304 when the browser's copy is current. @fastify/static streams it from disk and serves
 * ranges.
 */
export async function staticFiles(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  // Only its sendFile is used: the routes below choose the file, its coding and its headers.
  await app.register(fastifyStatic, { root: clientDir, serve: false });
  for (const entry of publicFiles(clientDir)) {
    const { file, type } = entry;
    for (const copy of entry.stale) app.log.warn(`${copy} does not match ${file}: not served`);
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${file}`,
      handler(request, reply) {
        const encoding = prepareAnswer(request, reply, entry);
        if (encoding === undefined) return reply;
        if (type) reply.type(type);
        const sent = encoding === 'identity' ? file : file + encodedSuffixes[encoding];
        // Our headers stand: @fastify/static's own Cache-Control (max-age=0) and its validators,
        // taken from the copy's size and date, are turned off. A Range with If-Range then gets
        // the whole file, which is always a correct answer.
        return reply.sendFile(sent, {
          cacheControl: false,
          etag: false,
          lastModified: false,
          contentType: type === undefined,
        });
      },
    });
  }
}
