import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveStudioPath } from '../studio/file-access';
import { linksToPath } from '../studio/links';
import { studioHandlers } from '../studio/routes';
import {
  serveStudioApi,
  type Answer,
  type StudioHandler,
  type StudioHandlers,
} from '../studio/api-routes';
import type { Endpoint } from '../../schema/api/endpoint';
import type { User } from '../storage/types';
import { escapeHtml } from '../../engine/escape-html';
import { pageEditorPath } from '../../engine/paths';
import { sameOriginChanges } from '../api/request-origin';
import { currentSession } from '../api/sessions';
import { allowLongAnswer } from '../long-request';
import type { ServerContext } from '../context';
import { pageSchema } from '../../app/page-schema';
import { defaultTimeZone, publishingSchema, type Publishing } from '../../schema/publishing';
import { briefRoutes } from './studio-brief';
import { studioNext, studioSignInRoutes } from './studio-sign-in';
import { changeRoutes } from './studio-changes';
import { reviewedWrites } from './studio-reviewed-writes';
import { pendingImages, publishWithUploads, uploadRoutes } from './studio-uploads';
import {
  draftRoutes,
  previewTokenHash,
  redirect,
  reviewFirst,
  type Publish,
} from './studio-drafts';

/** How long an editor's change may take to answer (a whole-site rebuild on a busy machine). */
const longAnswerMs = 10 * 60_000;

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
function stillLinked(root: string, requested: string | null): Answer | undefined {
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
  remove: () => Promise<Answer>,
): Promise<Answer> {
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
const replaceNeedsNoReview: Answer = {
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
function publishingOf(root: string, served: () => Publishing | undefined) {
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

/** Where the studio is served on the site. */
export const studioPrefix = pageEditorPath;

/**
 * The studio's own policy: its code and the preview frame come from this origin only, and only
 * the studio may frame its preview; nothing of another site is loaded or may embed it.
 */
const studioHeaders = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'same-origin',
};

/** A short page of its own (no script, no site chrome): a heading and a sentence. */
const messagePage = (
  siteName: string,
  heading: string,
  text: string,
  link?: { href: string; text: string },
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(heading)} · ${escapeHtml(siteName)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>\n` : ''}<p><a href="/">Go to the site</a></p></main></body></html>
`;

/**
 * The page studio on the running site, at /studio, for accounts with the editor role only:
 * without a session a page request is sent to log in (and back), an API request gets 401; an
 * account without the role gets 403. Neither gets any of the studio's code. Every change comes
 * from the studio's own page (the API's origin rule), is committed to the content's git
 * repository in the editor's name and re-rendered at once (publish).
 */
export async function studioRoutes(
  app: FastifyInstance,
  {
    distDir,
    storage,
    live,
    site,
    contentRoot,
    publisher,
    chatProvider,
    loginThrottle,
    limits,
    secondFactorRoles,
  }: ServerContext,
) {
  const studioDir = join(distDir, 'studio');
  if (!contentRoot || !publisher || !existsSync(join(studioDir, 'src/studio/index.html'))) {
    app.log.info('no studio build or no content folder: /studio is not served');
    return;
  }
  const root = contentRoot;
  const shared = studioHandlers(root, { pendingImages: () => pendingImages(storage) });
  const uploads = uploadRoutes({ root, storage });
  const { repository, renderer } = publisher;
  await studioSignInRoutes(app, {
    context: { storage, loginThrottle, limits, site, secondFactorRoles },
    prefix: studioPrefix,
    headers: studioHeaders,
  });

  /** The editor making the request; anyone else is answered here. */
  const editorOf = async (request: FastifyRequest, reply: FastifyReply, api: boolean) => {
    const session = await currentSession(storage, request);
    reply.headers(studioHeaders).header('Cache-Control', 'no-store');
    if (!session) {
      if (api) await reply.code(401).send({ message: 'Please log in as an editor.' });
      else
        await reply.redirect(
          `${studioPrefix}/login?next=${encodeURIComponent(studioNext(request.url, studioPrefix))}`,
          303,
        );
      return undefined;
    }
    if (!session.user.editor) {
      if (api) await reply.code(403).send({ message: 'This account cannot edit pages.' });
      else
        await reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(
            messagePage(
              site.company.name,
              'This account cannot edit pages',
              `You are signed in as ${session.user.email}, which is not allowed to edit the site's pages. An administrator can allow it.`,
              { href: `${studioPrefix}/login`, text: 'Sign in with another account' },
            ),
          );
      return undefined;
    }
    return session.user;
  };

  /**
   * Runs a write and publishes what it changed (publish/publisher.ts): the content files it wrote
   * are committed in the editor's name, sent to the content remote when there is one, and
   * re-rendered. A refused write (or one that changed nothing) is answered as it is.
   */
  const publish: Publish = publishWithUploads(root, storage, (editor, given, write) =>
    publisher.publish(editor, given, write),
  );

  const publishing = publishingOf(root, () => (live.current()?.site ?? site).publishing);
  const reviewRequired = () => publishing()?.review === true;
  const drafts = draftRoutes({
    root,
    storage,
    publish,
    repository,
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
    log: app.log,
    publishing,
    unpublishRefusal: (file) => stillLinked(root, file),
  });
  const reviewed = reviewedWrites({
    root,
    storage,
    requestSiteChange: changes.requestSiteChange,
  });
  const brief = briefRoutes({ root, storage, provider: chatProvider });
  changes.start();
  app.addHook('onClose', changes.stop);
  const headerMessage = (request: FastifyRequest) => {
    const given = request.headers['x-publish-message'];
    try {
      return typeof given === 'string' ? decodeURIComponent(given) : undefined;
    } catch {
      return undefined;
    }
  };

  /** A shared handler whose write is published: committed in the editor's name, re-rendered. */
  const published =
    <E extends Endpoint>(handler: StudioHandler<E, unknown>): StudioHandler<E, User> =>
    (call, editor) =>
      publish(editor, headerMessage(call.request), () => handler(call, undefined));
  /** `handler` where the site publishes at once; `refusal` where it reviews first. */
  const unlessReviewed =
    <E extends Endpoint>(
      refusal: Answer,
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
    ...uploads,
  };

  /** The editor asking, once the scope's guard has let them in. */
  const editors = new WeakMap<FastifyRequest, User>();
  await app.register(
    async (api) => {
      api.addHook('onRequest', sameOriginChanges([]));
      api.addHook('onRequest', async (request, reply) => {
        const editor = await editorOf(request, reply, true);
        if (!editor) return reply;
        editors.set(request, editor);
        // A publish may rebuild the whole site, and a draft from a brief wait for a model.
        if (request.method !== 'GET' && request.method !== 'HEAD')
          allowLongAnswer(request, reply, longAnswerMs);
      });
      serveStudioApi(api, handlers, (request) => {
        const editor = editors.get(request);
        if (!editor) throw new Error('a studio handler ran without an editor');
        return editor;
      });
    },
    { prefix: `${studioPrefix}/api` },
  );

  // A draft, as it was when the link was made, shown to whoever holds the link (a colleague, the
  // client) until it expires or that draft goes (decisions.md #78): never indexed, never kept by
  // a cache, and the secret in its address never sent on as a referrer.
  app.get('/preview/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Referrer-Policy', 'no-referrer');
    const link = /^[\w-]{43}$/.test(token)
      ? await storage.findPreviewLink(previewTokenHash(token), new Date())
      : undefined;
    const gone = (status: number, heading: string, text: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(messagePage(site.company.name, heading, text));
    if (!link)
      return gone(
        404,
        'This preview has ended',
        'The link has expired, or the draft it showed was published or discarded. Ask for a new link.',
      );
    const page = pageSchema.safeParse(link.content);
    if (!page.success)
      return gone(
        409,
        'This draft cannot be shown yet',
        'It has problems the editor has still to fix. Try the link again later.',
      );
    return reply.type('text/html; charset=utf-8').send(await renderer.preview(page.data));
  });

  await app.register(async (files) => {
    await files.register(fastifyStatic, {
      root: studioDir,
      serve: false,
      cacheControl: false,
      preCompressed: false,
    });
    files.get(studioPrefix, async (_request, reply) => reply.redirect(`${studioPrefix}/`, 301));
    files.get(`${studioPrefix}/*`, async (request, reply) => {
      const api = false;
      const editor = await editorOf(request, reply, api);
      if (!editor) return reply;
      const rest = (request.params as { '*': string })['*'];
      if (rest === '' || rest === 'index.html') {
        // An editor is here: the first publish should not wait for the validator to compile.
        renderer.warm();
        return reply.sendFile('src/studio/index.html');
      }
      if (!/^(?:assets\/[\w.-]+|src\/studio\/preview\.html)$/.test(rest))
        return reply.code(404).send('Not found');
      return reply.sendFile(rest);
    });
  });
}
