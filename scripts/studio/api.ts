import { readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { serializePage, serializeSiteConfig } from '../../src/engine/page-format';
import { fileVersion, resolveStudioPath } from './file-access';
import { listPages } from './page-list';
import { refuseForeignRequest } from './request-guard';
import { saveFile } from './save-file';

const maxBody = 5 * 1024 * 1024;

const putBody = z
  .strictObject({
    path: z.string(),
    text: z.string().optional(),
    page: z.unknown().optional(),
    baseVersion: z.string().nullable(),
  })
  .refine((b) => (b.text === undefined) !== (b.page === undefined), {
    message: 'send either "text" or "page"',
  });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBody) throw new HttpError(413, 'the request is too large');
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'the request body is not JSON');
  }
}

/**
 * The studio's JSON API as a Node/connect middleware: `GET /api/pages`, `GET /api/file?path=`,
 * `PUT /api/file`. Every file goes through `resolveStudioPath`; every request must come from the
 * studio's own page (`allowedHosts` are the Host values it is reached under).
 */
export function createStudioApi(options: { root: string; allowedHosts: readonly string[] }) {
  const root = realpathSync(options.root);
  const guarded = (requested: unknown) => {
    const resolved = resolveStudioPath(root, requested);
    if (!resolved.ok) throw new HttpError(403, resolved.reason);
    return resolved.file;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (url.pathname === '/api/pages' && req.method === 'GET')
      return send(res, 200, { pages: listPages(root) });
    if (url.pathname !== '/api/file') throw new HttpError(404, `no API at ${url.pathname}`);
    if (req.method === 'GET') {
      const file = guarded(url.searchParams.get('path'));
      const version = fileVersion(file.abs);
      if (version === null) throw new HttpError(404, `${file.rel} does not exist`);
      return send(res, 200, { path: file.rel, text: readFileSync(file.abs, 'utf8'), version });
    }
    if (req.method !== 'PUT') throw new HttpError(405, `${req.method} is not allowed here`);
    const body = putBody.safeParse(await readJson(req));
    if (!body.success) throw new HttpError(400, body.error.issues.map((i) => i.message).join('; '));
    const file = guarded(body.data.path);
    let text = body.data.text;
    if (text === undefined) {
      if (file.kind === 'public') throw new HttpError(400, 'a public file is sent as "text"');
      text = (file.kind === 'page' ? serializePage : serializeSiteConfig)(body.data.page);
    }
    const { status, ...result } = saveFile(root, file, text, body.data.baseVersion);
    return send(res, status, { path: file.rel, ...result });
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://studio');
    if (!url.pathname.startsWith('/api/')) return next();
    const foreign = refuseForeignRequest(req, options.allowedHosts);
    if (foreign) return send(res, 403, { message: foreign });
    handle(req, res, url).catch((error: unknown) => {
      if (error instanceof HttpError) send(res, error.status, { message: error.message });
      else send(res, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  };
}
