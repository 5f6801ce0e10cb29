import type { Page } from '../../app/page-schema';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { linksToPath } from '../studio/links';
import { resolveStudioPath } from '../studio/file-access';
import { studioHandlers } from '../studio/routes';
import type { StudioAnswer, StudioHandler, StudioHandlers } from '../studio/api-routes';
import type { Endpoint } from '../../schema/api/endpoint';
import { defaultTimeZone, publishingSchema, type Publishing } from '../../schema/publishing';
import type { ProviderConfig } from '../chat/provider';
import type { Publisher } from '../publish/publisher';
import type { Storage, User } from '../storage/types';
import { briefRoutes } from './studio-brief';
import { changeRoutes } from './studio-changes';
import { reviewedWrites } from './studio-reviewed-writes';
import { pendingImages, publishWithUploads, uploadRoutes } from './studio-uploads';
import { draftRoutes, redirect, reviewFirst, type Publish } from './studio-drafts';

/** A page file as it is on disk, with the path it gives its page; undefined if none can be read. */
function pageOnDisk(root: string, requested: string | null) {
  const resolved = resolveStudioPath(root, requested);
  if (!resolved.ok || resolved.file.kind !== 'page' || !existsSync(resolved.file.abs))
    return undefined;
  const text = readFileSync(resolved.file.abs, 'utf8');
  try {
    const { path } = JSON.parse(text) as { path?: unknown };
    return typeof path === 'string' ? { abs: resolved.file.abs, text, path } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On the site a page is deleted only once nothing links to it: a published site never has a
 * broken link (the local studio lists the links and lets the developer decide).
 */
function stillLinked(root: string, requested: string | null): StudioAnswer | undefined {
  const path = pageOnDisk(root, requested)?.path;
  if (path === undefined) return undefined;
  const links = linksToPath(root, path);
  const places = [
    ...links.pages.map((link) => `${link.file} (${link.label})`),
    ...links.site.map((link) => `the site config (${link.label})`),
  ];
  if (places.length === 0) return undefined;
  return {
    status: 409,
    body: {
      message: `${path} is not deleted: ${places.length} link(s) still lead to it, from ${places.join(', ')}. Change them first.`,
    },
  };
}

/**
 * Deletes a page and, when `to` is given, redirects its path there for good (links to it then
 * still land on a page). The page comes back if the redirect cannot be recorded.
 */
async function deleteWithRedirect(
  root: string,
  path: string | null,
  to: string | null,
  remove: () => Promise<StudioAnswer>,
): Promise<StudioAnswer> {
  const page = to ? pageOnDisk(root, path) : undefined;
  if (!to || !page) return remove();
  const answer = await remove();
  if (answer.status !== 200) return answer;
  const refused = redirect(root, page.path, to);
  if (!refused) return answer;
  writeFileSync(page.abs, page.text);
  return { status: refused.status, body: refused };
}

/**
 * Replacing a picture everywhere publishes it on every page at once, which a site whose pages are
 * reviewed must not do: there the new picture is uploaded as a new image and picked per page.
 */
const replaceNeedsNoReview: StudioAnswer = {
  status: 409,
  body: {
    message:
      'This site publishes a change once another editor has reviewed it, so a picture cannot be replaced on every page at once: upload it as a new image and pick it on each page instead.',
  },
};

/**
 * The publishing settings of the content folder's site.config.json as it is now (read again
 * when the file changes): a site's review and time zone apply from the moment they are
 * committed, before any re-render. `served`'s when the file has none that validate.
 */
export function publishingOf(root: string, served: () => Publishing | undefined) {
  const file = join(root, 'site.config.json');
  let seen: { stamp: string; value: Publishing | undefined } | undefined;
  return (): Publishing | undefined => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const stamp = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : '';
    if (seen?.stamp !== stamp) {
      let value: Publishing | undefined;
      try {
        const config = JSON.parse(readFileSync(file, 'utf8')) as { publishing?: unknown };
        const parsed = publishingSchema.optional().safeParse(config.publishing);
        value = parsed.success ? parsed.data : served();
      } catch {
        value = served();
      }
      seen = { stamp, value };
    }
    return seen.value;
  };
}

/** The note an editor gave a library change, for its publish (the X-Publish-Message header). */
const headerMessage = (request: FastifyRequest) => {
  const given = request.headers['x-publish-message'];
  try {
    return typeof given === 'string' ? decodeURIComponent(given) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The studio's handlers on the running site: the local studio's over the content folder, whose
 * writes are published (committed in the editor's name and re-rendered) or, where the site
 * reviews, refused or asked for review; and the site's own, kept in the database (drafts,
 * changes, uploads, briefs).
 */
export function siteStudioHandlers(options: {
  root: string;
  storage: Storage;
  publisher: Publisher;
  chatProvider: ProviderConfig | undefined;
  log: FastifyBaseLogger;
  /** The site config's publishing settings as they are now. */
  publishing: () => Publishing | undefined;
}) {
  const { root, storage, publisher, publishing, log } = options;
  const shared = studioHandlers(root, {
    pendingImages: () => pendingImages(storage),
    // The checks of the rendered HTML read the page as the build's server bundle renders it.
    // (The page parsed with the site's own page schema: a Page.)
    renderBlocks: (page) => publisher.renderer.blocksHtml(page as Page),
    onError: (error) => log.error({ err: error }, 'a page could not be rendered for its checks'),
  });
  /**
   * Runs a write and publishes what it changed (publish/publisher.ts): the content files it wrote
   * are committed in the editor's name, sent to the content remote when there is one, and
   * re-rendered. A refused write (or one that changed nothing) is answered as it is.
   */
  const publish: Publish = publishWithUploads(root, storage, (editor, given, write) =>
    publisher.publish(editor, given, write),
  );

  const reviewRequired = () => publishing()?.review === true;
  const drafts = draftRoutes({
    root,
    storage,
    publish,
    repository: publisher.repository,
    status: publisher.status,
    progress: publisher.progress,
    publishing: () => ({
      review: reviewRequired(),
      timeZone: publishing()?.timeZone ?? defaultTimeZone,
    }),
  });
  const changes = changeRoutes({
    root,
    storage,
    publish,
    log,
    publishing,
    unpublishRefusal: (file) => stillLinked(root, file),
  });
  const reviewed = reviewedWrites({
    root,
    storage,
    requestSiteChange: changes.requestSiteChange,
  });
  const brief = briefRoutes({ root, storage, provider: options.chatProvider });

  /** A shared handler whose write is published: committed in the editor's name, re-rendered. */
  const published =
    <E extends Endpoint>(handler: StudioHandler<E, unknown>): StudioHandler<E, User> =>
    (call, editor) =>
      publish(editor, headerMessage(call.request), () => handler(call, undefined));
  /** `handler` where the site publishes at once; `refusal` where it reviews first. */
  const unlessReviewed =
    <E extends Endpoint>(
      refusal: StudioAnswer,
      handler: StudioHandler<E, User>,
    ): StudioHandler<E, User> =>
    (call, editor) =>
      reviewRequired() ? Promise.resolve(refusal) : handler(call, editor);
  const handlers: StudioHandlers<User> = {
    ...shared,
    saveFile: unlessReviewed(reviewFirst, published(shared.saveFile)),
    deleteFile: unlessReviewed(reviewFirst, async (call, editor) => {
      const { path = null, redirectTo = null } = call.query;
      const refusal = redirectTo ? undefined : stillLinked(root, path);
      return (
        refusal ??
        (await publish(editor, headerMessage(call.request), () =>
          deleteWithRedirect(root, path, redirectTo, () => shared.deleteFile(call)),
        ))
      );
    }),
    saveSiteEntries: async (call, editor) =>
      reviewRequired()
        ? reviewed.underReview.saveSiteEntries(call, editor)
        : published(shared.saveSiteEntries)(call, editor),
    saveMediaAlt: published(shared.saveMediaAlt),
    replaceMedia: unlessReviewed(replaceNeedsNoReview, published(shared.replaceMedia)),
    ...drafts,
    ...changes.routes,
    ...brief,
    ...reviewed.drafts,
    ...uploadRoutes({ root, storage }),
  };

  return { handlers, changes };
}
