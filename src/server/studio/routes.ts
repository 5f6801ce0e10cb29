import { readFileSync } from 'node:fs';
import { serializePage, serializeSiteConfig } from '../../app/project';
import { templateHelp, templateLabel, templates } from '../new-page/checks';
import { providerFromEnv } from '../chat/provider';
import { briefInfo } from './brief/brief-body';
import { createLocalFromBrief } from './brief/create-local';
import { checkPageData } from './check-page';
import { renderedProblems, type BlocksRenderer } from './rendered-check';
import { plannedCopy, plannedPage, publishNew } from './create-page';
import { deletePage } from './delete-page';
import { fileVersion, fileWords, resolveStudioPath } from './file-access';
import { HttpError } from '../http/http-error';
import type { StudioAnswer, StudioHandlers } from './api-routes';
import { creditFrom } from './image-sources';
import { checkDecodes } from './image-check';
import { listImages, uploadImage } from './images';
import { linksToPath } from './links';
import { listMedia, replaceImage, saveMediaAlt } from './media';
import { listPages } from './page-list';
import { saveFile } from './save-file';
import { siteHealthReport } from './site-health-report';
import { siteEntries, updateSiteEntries } from './site-entries';

/** A result with its status inside, answered as that status with the rest as the body. */
const answer = ({ status, ...body }: { status: number }): StudioAnswer => ({ status, body });
const ok = (body: unknown): StudioAnswer => ({ status: 200, body });

/**
 * The studio's handlers over the content folder `root`, as the local studio serves them; the
 * site serves the same, with its own for what it keeps in the database (routes/studio.ts).
 */
export function studioHandlers(
  root: string,
  options: {
    /** Uploads a publish naming them will write (on the site): the checks count them present. */
    pendingImages?: () => Promise<ReadonlySet<string>>;
    /** Renders a page's blocks for the checks of the rendered HTML (on the site, its build). */
    renderBlocks?: BlocksRenderer;
    /** Told what went wrong rendering a page for its checks. */
    onError?: (error: unknown) => void;
  } = {},
) {
  const guarded = (requested: unknown) => {
    const resolved = resolveStudioPath(root, requested);
    if (!resolved.ok) throw new HttpError(403, resolved.reason);
    return resolved.file;
  };
  const pathParam = (path: string | undefined) => {
    if (!path?.startsWith('/')) throw new HttpError(400, 'give the page path, e.g. ?path=/about');
    return path;
  };

  return {
    // On the running site the same question names the signed-in editor (drafts, publishing).
    session: async () => ok({ mode: 'local' }),
    pages: async () => ok({ pages: listPages(root) }),
    siteHealth: async () => ok(siteHealthReport(root)),
    createPage: async ({ body }) => answer(publishNew(root, plannedPage(root, body))),
    duplicatePage: async ({ body: { from, ...given } }) =>
      answer(publishNew(root, plannedCopy(root, guarded(from), given))),
    // A new page drafted from a brief (docs/studio.md, "Drafting from a brief").
    briefInfo: async () => ok(briefInfo(providerFromEnv())),
    draftFromBrief: async ({ body }) =>
      answer(await createLocalFromBrief(root, body, providerFromEnv())),
    templates: async () =>
      ok({
        templates: templates.map((name) => ({
          name,
          label: templateLabel[name],
          help: templateHelp[name],
        })),
      }),
    check: async ({ body }) => {
      const file = guarded(body.path);
      if (file.kind !== 'page') throw new HttpError(400, `${file.rel} is not a page file`);
      const pending = await options.pendingImages?.();
      const checked = checkPageData(root, file, body.page, pending, { withWarnings: true });
      const { renderBlocks, onError = () => undefined } = options;
      // A page with errors is not rendered: what it shows is not yet what it will show.
      const rendered =
        renderBlocks && !checked.problems.some((p) => p.severity !== 'warning')
          ? await renderedProblems(checked, file.rel, renderBlocks, onError)
          : [];
      return ok({ problems: [...checked.problems, ...rendered] });
    },
    links: async ({ query }) => ok(linksToPath(root, pathParam(query.path))),
    file: async ({ query }) => {
      const file = guarded(query.path ?? null);
      const version = fileVersion(file.abs);
      if (version === null)
        throw new HttpError(404, `${fileWords(file)} does not exist (any more)`);
      return ok({ path: file.rel, text: readFileSync(file.abs, 'utf8'), version });
    },
    saveFile: async ({ body }) => {
      const file = guarded(body.path);
      let text = body.text;
      if (text === undefined) {
        if (file.kind === 'image') throw new HttpError(400, 'an SVG image is sent as "text"');
        text = (file.kind === 'page' ? serializePage : serializeSiteConfig)(body.page);
      }
      const { status, ...result } = saveFile(root, file, text, body.baseVersion);
      return { status, body: { path: file.rel, ...result } };
    },
    deleteFile: async ({ query }) =>
      ok(deletePage(guarded(query.path ?? null), query.version ?? null)),
    siteEntries: async ({ query }) =>
      ok(siteEntries(guarded('site.config.json'), pathParam(query.path))),
    saveSiteEntries: async ({ body: { version, ...change } }) => {
      const file = guarded('site.config.json');
      const saved = updateSiteEntries(file, root, change, version);
      if (saved.status !== 200) return answer(saved);
      return ok(siteEntries(file, change.path));
    },
    images: async () => ok({ images: listImages(root) }),
    uploadImage: async ({ query, headers, bytes }) => {
      const name = query.name;
      if (!name) throw new HttpError(400, 'give the file name, e.g. ?name=photo.png');
      const credit = creditFrom(query);
      await checkDecodes(name, bytes);
      return answer(uploadImage(root, name, headers['content-type'] ?? '', bytes, credit));
    },
    // The media library: every image and logo, its stored alt text and where it is shown.
    media: async () => ok({ media: listMedia(root) }),
    saveMediaAlt: async ({ body }) => ok(saveMediaAlt(root, body)),
    replaceMedia: async ({ query, headers, bytes }) => {
      const { src, name } = query;
      const credit = creditFrom(query);
      if (src) await checkDecodes(src, bytes);
      return answer(
        replaceImage(root, src ?? null, headers['content-type'] ?? '', bytes, credit, name),
      );
    },
  } satisfies StudioHandlers<unknown>;
}
