import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveStudioApi } from '../studio/api-routes';
import type { User } from '../storage/types';
import { escapeHtml } from '../../engine/escape-html';
import { pageEditorPath } from '../../engine/paths';
import { sameOriginChanges } from '../http/request-origin';
import { currentSession } from '../auth/sessions';
import { allowLongAnswer } from '../long-request';
import type { ServerContext } from '../context';
import { pageSchema } from '../../app/page-schema';
import { publishingOf, siteStudioHandlers } from './studio-site-api';
import { studioNext, studioSignInRoutes } from './studio-sign-in';
import { previewTokenHash } from './studio-drafts';
import { defineRouteGroup } from '../http/route-group';

/** How long an editor's change may take to answer (a whole-site rebuild on a busy machine). */
const longAnswerMs = 10 * 60_000;

/**
 * The editor making a request; anyone else is answered here: an API request 401 or 403, a page
 * request sent to sign in, or told the account cannot edit pages.
 */
const editorGate =
  (storage: ServerContext['storage'], siteName: string) =>
  async (request: FastifyRequest, reply: FastifyReply, api: boolean) => {
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
              siteName,
              'This account cannot edit pages',
              `You are signed in as ${session.user.email}, which is not allowed to edit the site's pages. An administrator can allow it.`,
              { href: `${studioPrefix}/login`, text: 'Sign in with another account' },
            ),
          );
      return undefined;
    }
    return session.user;
  };

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
async function studioRoutes(
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
  const { renderer } = publisher;
  await studioSignInRoutes(app, {
    context: { storage, loginThrottle, limits, site, secondFactorRoles },
    prefix: studioPrefix,
    headers: studioHeaders,
  });

  const editorOf = editorGate(storage, site.company.name);

  const { handlers, changes } = siteStudioHandlers({
    root,
    storage,
    publisher,
    chatProvider,
    log: app.log,
    publishing: publishingOf(root, () => (live.current()?.site ?? site).publishing),
  });
  changes.start();
  app.addHook('onClose', changes.stop);

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

  previewRoute(app, storage, renderer, site.company.name);

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

/**
 * A draft, as it was when the link was made, shown to whoever holds the link (a colleague, the
 * client) until it expires or that draft goes (decisions.md #78): never indexed, never kept by
 * a cache, and the secret in its address never sent on as a referrer.
 */
function previewRoute(
  app: FastifyInstance,
  storage: ServerContext['storage'],
  renderer: NonNullable<ServerContext['publisher']>['renderer'],
  siteName: string,
) {
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
        .send(messagePage(siteName, heading, text));
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
}

export default defineRouteGroup({ scope: 'root', register: studioRoutes });
