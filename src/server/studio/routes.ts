import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { serializePage, serializeSiteConfig } from '../../app/project';
import { templateHelp, templateLabel, templates } from '../new-page/checks';
import { providerFromEnv } from '../chat/provider';
import { briefBody, briefInfo } from './brief/brief-body';
import { createLocalFromBrief } from './brief/create-local';
import { checkPage } from './check-page';
import { plannedCopy, plannedPage, publishNew } from './create-page';
import { deletePage } from './delete-page';
import { fileVersion, fileWords, resolveStudioPath } from './file-access';
import { HttpError, readBody, readJson } from './http';
import { creditFrom } from './image-sources';
import { checkDecodes } from './image-check';
import { listImages, uploadImage } from './images';
import { linksToPath } from './links';
import { listMedia, mediaAltBody, replaceImage, saveMediaAlt } from './media';
import { listPages } from './page-list';
import { checkBody, duplicateBody, newPageBody, putFile, siteEntriesBody } from './request-bodies';
import { saveFile } from './save-file';
import { siteEntries, updateSiteEntries } from './site-entries';

/** What a route answers: a status and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}
type Handler = (req: IncomingMessage, url: URL) => Promise<Answer>;

/** A result with its status inside, answered as that status with the rest as the body. */
const answer = ({ status, ...body }: { status: number }): Answer => ({ status, body });
const ok = (body: unknown): Answer => ({ status: 200, body });

/** The studio's routes by path and method; each handler answers or throws an HttpError. */
export function studioRoutes(
  root: string,
  options: {
    /** Uploads a publish naming them will write (on the site): the checks count them present. */
    pendingImages?: () => Promise<ReadonlySet<string>>;
  } = {},
): Map<string, Partial<Record<string, Handler>>> {
  const guarded = (requested: unknown) => {
    const resolved = resolveStudioPath(root, requested);
    if (!resolved.ok) throw new HttpError(403, resolved.reason);
    return resolved.file;
  };
  const pathParam = (url: URL) => {
    const path = url.searchParams.get('path');
    if (!path?.startsWith('/')) throw new HttpError(400, 'give the page path, e.g. ?path=/about');
    return path;
  };

  return new Map<string, Partial<Record<string, Handler>>>([
    // On the running site the same question names the signed-in editor (drafts, publishing).
    ['/api/session', { GET: async () => ok({ mode: 'local' }) }],
    [
      '/api/pages',
      {
        GET: async () => ok({ pages: listPages(root) }),
        POST: async (req) =>
          answer(publishNew(root, plannedPage(root, await readJson(req, newPageBody)))),
      },
    ],
    [
      '/api/pages/duplicate',
      {
        POST: async (req) => {
          const { from, ...given } = await readJson(req, duplicateBody);
          return answer(publishNew(root, plannedCopy(root, guarded(from), given)));
        },
      },
    ],
    [
      // A new page drafted from a brief (docs/studio.md, "Drafting from a brief").
      '/api/brief',
      {
        GET: async () => ok(briefInfo(providerFromEnv())),
        POST: async (req) =>
          answer(
            await createLocalFromBrief(root, await readJson(req, briefBody), providerFromEnv()),
          ),
      },
    ],
    [
      '/api/templates',
      {
        GET: async () =>
          ok({
            templates: templates.map((name) => ({
              name,
              label: templateLabel[name],
              help: templateHelp[name],
            })),
          }),
      },
    ],
    [
      '/api/check',
      {
        POST: async (req) => {
          const body = await readJson(req, checkBody);
          const file = guarded(body.path);
          if (file.kind !== 'page') throw new HttpError(400, `${file.rel} is not a page file`);
          const pending = await options.pendingImages?.();
          return ok({ problems: checkPage(root, file, body.page, pending) });
        },
      },
    ],
    ['/api/links', { GET: async (_req, url) => ok(linksToPath(root, pathParam(url))) }],
    [
      '/api/file',
      {
        GET: async (_req, url) => {
          const file = guarded(url.searchParams.get('path'));
          const version = fileVersion(file.abs);
          if (version === null)
            throw new HttpError(404, `${fileWords(file)} does not exist (any more)`);
          return ok({ path: file.rel, text: readFileSync(file.abs, 'utf8'), version });
        },
        PUT: async (req) => {
          const body = await readJson(req, putFile);
          const file = guarded(body.path);
          let text = body.text;
          if (text === undefined) {
            if (file.kind === 'image') throw new HttpError(400, 'an SVG image is sent as "text"');
            text = (file.kind === 'page' ? serializePage : serializeSiteConfig)(body.page);
          }
          const { status, ...result } = saveFile(root, file, text, body.baseVersion);
          return { status, body: { path: file.rel, ...result } };
        },
        DELETE: async (_req, url) => {
          const file = guarded(url.searchParams.get('path'));
          return ok(deletePage(file, url.searchParams.get('version')));
        },
      },
    ],
    [
      '/api/site-entries',
      {
        GET: async (_req, url) => ok(siteEntries(guarded('site.config.json'), pathParam(url))),
        PUT: async (req) => {
          const { version, ...change } = await readJson(req, siteEntriesBody);
          const file = guarded('site.config.json');
          const saved = updateSiteEntries(file, root, change, version);
          if (saved.status !== 200) return answer(saved);
          return ok(siteEntries(file, change.path));
        },
      },
    ],
    [
      '/api/images',
      {
        GET: async () => ok({ images: listImages(root) }),
        POST: async (req, url) => {
          const name = url.searchParams.get('name');
          if (!name) throw new HttpError(400, 'give the file name, e.g. ?name=photo.png');
          const credit = creditFrom(url.searchParams);
          const type = req.headers['content-type'] ?? '';
          const bytes = await readBody(req);
          await checkDecodes(name, bytes);
          return answer(uploadImage(root, name, type, bytes, credit));
        },
      },
    ],
    [
      // The media library: every image and logo, its stored alt text and where it is shown.
      '/api/media',
      {
        GET: async () => ok({ media: listMedia(root) }),
        PUT: async (req) => ok(saveMediaAlt(root, await readJson(req, mediaAltBody))),
      },
    ],
    [
      '/api/media/replace',
      {
        POST: async (req, url) => {
          const src = url.searchParams.get('src');
          const credit = creditFrom(url.searchParams);
          const type = req.headers['content-type'] ?? '';
          const name = url.searchParams.get('name') ?? undefined;
          const bytes = await readBody(req);
          if (src) await checkDecodes(src, bytes);
          return answer(replaceImage(root, src, type, bytes, credit, name));
        },
      },
    ],
  ]);
}
