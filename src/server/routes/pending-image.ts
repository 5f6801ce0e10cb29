import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentSession } from '../auth/sessions';
import type { Storage } from '../storage/types';

/** A file name directly under /images/, as an upload is named (decisions.md #73). */
const uploadPath = /^\/images\/([a-z0-9-]+\.[a-z0-9]+)$/;

/**
 * Answers a request for /images/NAME that the build does not have with an upload no publish has
 * used yet, for a signed-in editor only (the studio's form, media library and preview show it),
 * never kept by a cache. Undefined for anyone else or any other path: they get the 404 as before.
 */
export async function sendPendingImage(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const name = uploadPath.exec(request.url.split('?')[0]!)?.[1];
  if (!name) return undefined;
  const session = await currentSession(storage, request);
  if (!session?.user.editor) return undefined;
  const upload = await storage.pendingUpload(name);
  if (!upload) return undefined;
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Robots-Tag', 'noindex');
  if (upload.type === 'image/svg+xml')
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.code(200).type(upload.type).send(upload.bytes);
}
