import { existsSync } from 'node:fs';
import { join } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fresh from 'fresh';
import type { SiteContent } from '../chat/content';
import type { AnyPage } from '../../schema/page';
import type { ServerContext } from '../context';
import { messagePage } from '../message-page';
import { decodePath, linkKey, notFoundPath } from '../../engine/paths';
import { readRoutes } from '../../engine/tooling/routes-file';
import { formPageState } from '../forms/form-page-state';
import { currentSession } from '../auth/sessions';
import { staffOnly, staffOrEditor, type Admits } from '../auth/guards';
import { builtFileReader, type BuiltFile } from '../built-file';
import type { Encoding } from '../compressible-types';
import { pageRenderer } from '../page-renderer';
import { sendPendingImage } from './pending-image';
import { defineRouteGroup } from '../http/route-group';
import { isolatedPageHeaders } from '../security';
import { cachePolicy, staticFiles } from '../static-files';
import { clientOf, isRobot, pageViewOf } from '../analytics/page-views';
import { versionOf } from '../analytics/experiments';
import { variantFileFor } from '../../engine/tooling/routes-file';
import type { AnyExperiment, Version } from '../../schema/experiment';

/**
 * A path no page has: one with a `.` or `..` segment, typed or percent-encoded, or an empty
 * segment (`//vps-hosting`, which the URL parser would read as a host name and answer with `/`).
 */
const notAPagePath = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|\/\//i;

/**
 * The coding of a page to send, among those the build wrote: read as @fastify/static reads it for
 * the other files (a `*` counts as gzip), so a page and its scripts come in the same coding.
 */
const pageEncoding = (header: string | undefined, available: Encoding[]) =>
  header ? negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), available) : null;

/**
 * Answers with a page, held in memory, in the coding the client prefers. Found pages carry their
 * ETag and Last-Modified and get a 304 when the browser's copy is current; the 404 page has no
 * version to keep, so it is always sent whole. HEAD gets the headers of GET.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: BuiltFile,
  status: 200 | 404,
  cacheControl = cachePolicy.page,
) {
  reply.code(status).header('Cache-Control', cacheControl);
  if (page.encodings.length > 0) reply.header('Vary', 'Accept-Encoding');
  const encoding = pageEncoding(request.headers['accept-encoding'], page.encodings);
  const copy = (encoding && page.copies[encoding]) || page.copies.identity;
  if (status === 200) {
    const validators = { etag: copy.etag, 'last-modified': page.lastModified };
    reply.headers(validators);
    if (fresh(request.headers, validators)) return reply.code(304).send();
  }
  if (encoding) reply.header('Content-Encoding', encoding);
  reply.type('text/html; charset=utf-8');
  if (request.method === 'HEAD') return reply.header('Content-Length', copy.body.length).send();
  return reply.send(copy.body);
}

/** What the site serves from a build and its content: read again whenever the content changes. */
function servedPages(
  distDir: string,
  content: SiteContent | undefined,
  reader: ReturnType<typeof builtFileReader>,
) {
  const access = new Map(content?.pages.flatMap((p) => (p.access ? [[p.path, p.access]] : [])));
  const loginPage = content?.pages.find((p) => p.blocks.some((b) => b.type === 'authForm'));
  const clientDir = join(distDir, 'client');
  const routes = readRoutes(distDir);
  const pages = new Map(routes.map((r) => [r.path, reader.read(join(clientDir, r.file))]));
  // A page's experiment, once its variant is built (decisions.md #103).
  const experiments = new Map<string, { experiment: AnyExperiment; variant: BuiltFile }>();
  for (const page of content?.pages ?? []) {
    const file = page.experiment && join(clientDir, variantFileFor(page.path));
    if (page.experiment && file && existsSync(file))
      experiments.set(page.path, { experiment: page.experiment, variant: reader.read(file) });
  }
  reader.done();
  const notFoundPage = pages.get(notFoundPath);
  if (!notFoundPage) throw new Error('the build has no 404 page');
  return {
    access,
    loginPath: loginPage?.path ?? '/',
    /** Pages that hold a session: the login page and the pages for accounts only. */
    isolated: new Set([...access.keys(), ...(loginPage ? [loginPage.path] : [])]),
    byKey: new Map(routes.filter((r) => r.path !== notFoundPath).map((r) => [linkKey(r.path), r])),
    /** Old paths that lead to a page for good, matched as pages are. */
    redirects: new Map((content?.site.redirects ?? []).map((r) => [linkKey(r.from), r.to])),
    pages,
    experiments,
    notFoundPage,
  };
}

/**
 * Serves the prerendered site: each page's HTML with status 200, a path in another case or with a
 * trailing slash redirected (301) to the page's own path, the build's other files with their
 * cache policy, and everything else answered 404 with the 404 page (decisions.md #1, #3). Pages
 * are held in memory, with their compressed copies, and read again when an editor publishes:
 * a request gets the old set or the new, never a mix.
 */
async function site(
  app: FastifyInstance,
  {
    distDir,
    site: config,
    formResults,
    live,
    storage,
    formStamps,
    pageCounter,
  }: Pick<
    ServerContext,
    'distDir' | 'site' | 'formResults' | 'live' | 'storage' | 'formStamps' | 'pageCounter'
  >,
) {
  const siteHosts = [new URL(config.url).hostname];
  /** Counts a page or a 404 a person opened (decisions.md #100); never a page for accounts. */
  const countView = (
    request: FastifyRequest,
    status: 'page' | 'notFound',
    experiment?: { id: string; version: Version },
  ) => {
    if (!pageCounter) return;
    const { method, url, ip, host, headers } = request;
    const view = pageViewOf({ method, url, ip, host, headers }, status, siteHosts);
    if (view) pageCounter.count(experiment ? { ...view, experiment } : view);
  };
  /**
   * The version of a page's experiment a request is shown: always the same for a visitor on a
   * device (a hash of the experiment and of the address and browser, no cookie); bots and
   * crawlers get the original, so search engines index the page as it is.
   */
  const shownVersion = (request: FastifyRequest, experiment: AnyExperiment): Version => {
    const agent = request.headers['user-agent'] ?? '';
    if (isRobot(agent)) return 'original';
    return versionOf(experiment.id, clientOf(request.ip, agent), experiment.split);
  };
  const render = pageRenderer(distDir, live, app.log);
  const reader = builtFileReader();
  let served = servedPages(distDir, live.current(), reader);
  const warnStale = () => {
    for (const file of [...served.pages.values()].flatMap((page) => page.stale))
      app.log.warn(`${file} does not match its page (edited after the build?): not served`);
  };
  warnStale();
  live.onReplace((content, change) => {
    for (const [file, built] of change.written ?? []) reader.know(file, built);
    served = servedPages(distDir, content, reader);
    warnStale();
  });
  /** Who may open a page of each access; the back office's pages are for staff and editors. */
  const admitted: Record<NonNullable<AnyPage['access']>, Admits> = {
    account: () => true,
    staff: staffOnly,
    backOffice: staffOrEditor,
  };
  /**
   * A page for accounts only: without a session the visitor is sent to log in and brought back
   * after; signed in to an account without staff access, a staff page says so (403), since
   * logging in again as the same account would not help. Never kept by a shared cache.
   */
  const refused = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const needed = served.access.get(path);
    if (!needed) return undefined;
    const session = await currentSession(storage, request);
    if (session && admitted[needed](session.user)) return undefined;
    const login = `${encodeURI(served.loginPath)}?next=${encodeURIComponent(path)}`;
    if (!session) return reply.redirect(login, 303);
    return reply
      .code(403)
      .header('Cache-Control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          config.company.name,
          'This page needs staff access',
          `You are signed in as ${session.user.email}, which does not have staff access, so this page is not shown. An administrator can give it, or you can sign in with another account.`,
          [{ href: login, text: 'Sign in with another account' }],
        ),
      );
  };
  /** A page answering a form post made without JavaScript: rendered now, never cached. */
  const sendFormResult = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    version: Version,
  ) => {
    if (request.method !== 'GET') return undefined;
    const query = new URL(request.url, 'http://localhost').searchParams;
    const state = await formPageState(query, { forms: config.forms, results: formResults });
    const html = state && (await render(path, state, version));
    if (!html) return undefined;
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  };
  const clientDir = join(distDir, 'client');

  await staticFiles(app, { clientDir });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    const pendingImage = await sendPendingImage(storage, request, reply);
    if (pendingImage) return pendingImage;
    // `/assets/../login` names no page: the URL parser below would resolve it to one.
    const { byKey, pages, notFoundPage, isolated, access } = served;
    if (notAPagePath.test(request.url.split('?')[0]!)) {
      countView(request, 'notFound');
      return sendPage(request, reply, notFoundPage, 404);
    }
    const url = new URL(request.url, 'http://localhost');
    const route = byKey.get(linkKey(url.pathname));
    if (route) {
      if (decodePath(url.pathname) === route.path) {
        if (isolated.has(route.path)) reply.headers(isolatedPageHeaders);
        const tested = access.has(route.path) ? undefined : served.experiments.get(route.path);
        const version = tested ? shownVersion(request, tested.experiment) : 'original';
        const answered =
          (await refused(request, reply, route.path)) ??
          (await sendFormResult(request, reply, route.path, version));
        if (answered) return answered;
        const page =
          (version === 'variant' ? tested?.variant : pages.get(route.path)) ?? notFoundPage;
        // A page under test differs by visitor: no shared cache may keep one version for all.
        const policy = access.has(route.path)
          ? 'private, no-store'
          : tested
            ? `private, ${cachePolicy.page}`
            : undefined;
        if (!access.has(route.path))
          countView(request, 'page', tested && { id: tested.experiment.id, version });
        await formStamps.onPage(request, reply);
        return sendPage(request, reply, page, 200, policy);
      }
      return reply.redirect(`${encodeURI(route.path)}${url.search}`, 301);
    }
    const moved = served.redirects.get(linkKey(url.pathname));
    if (moved) return reply.redirect(`${encodeURI(moved)}${url.search}`, 301);
    countView(request, 'notFound');
    return sendPage(request, reply, notFoundPage, 404);
  });
}

/**
 * The site's routes, at the root after every other group there (its pages take whatever no other
 * route does). Not encapsulated (a Fastify plugin marked to skip its own scope), because the 404
 * handler it sets must answer for every path.
 */
export default defineRouteGroup({
  scope: 'root',
  last: true,
  register: fastifyPlugin(site, { name: 'site-routes' }),
});
