import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { imageStore } from '../../engine/tooling/images/page-images';
import {
  loadServerEntry,
  pageDocument,
  readDocumentParts,
  type ServerEntry,
} from '../../engine/tooling/page-document';
import {
  htmlFileFor,
  routesFile,
  routesJson,
  variantFileFor,
} from '../../engine/tooling/routes-file';
import { robotsTxt, sitemapXml } from '../../engine/tooling/sitemap';
import { validatedContent } from '../../app/project';
import { contentFileChecks, contentSchemaCheck } from './file-checks';
import { walkStrings } from '../../engine/validation/walk';
import type { PageImages } from '../../engine/image-info';
import type { Page } from '../../app/page-schema';
import type { Site } from '../../app/site-schema';
import { browserPart } from '../../schema/browser-site';
import { pageVersions } from '../../schema/experiment';
import type { SiteContent } from '../chat/content';
import type { LiveContent } from '../live-content';
import { writtenBuiltFile, type BuiltFile } from '../built-file';
import type { Effort } from '../compressed-copies';
import { renderDocument } from './render-jobs';
import { idlingRenderPool } from './render-pool';
import {
  improveCopies,
  removeCopies,
  removeServedFile,
  writeServedCopies,
  writeServedFile,
  writeWhole,
} from './write-whole';

/** What a publish re-rendered: the paths of the pages, or the whole site (a new build). */
export type Rendered = { kind: 'pages'; paths: string[]; removed: string[] } | { kind: 'site' };

/**
 * Whether a change of the site config from `before` to `now` needs a new build: it does when it
 * changes what the browser code carries (the parts islands read, and the forms). Menus, footer
 * and the server's settings are rendered into the pages' HTML, so the running server re-renders
 * the pages instead.
 */
export function siteChangeNeedsBuild(before: Site, now: Site): boolean {
  return (
    !isDeepStrictEqual(browserPart(before), browserPart(now)) ||
    !isDeepStrictEqual(before.forms, now.forms)
  );
}

/**
 * Rendering on threads: `count` of them (default one per core; 0: none) for an update of `from`
 * pages or more (default 40: a page takes some 10 ms, a thread a second to start).
 */
export interface RenderThreads {
  count?: number;
  from?: number;
}

export interface SiteRenderer {
  /**
   * Brings the served site up to the content files: re-renders the pages whose data changed
   * (every page when the site config did; a new build when that change reaches the browser code)
   * and then serves them. `checked`
   * is the content as validated already (a commit from the remote), else it is read and checked.
   */
  update(changedFiles: readonly string[], checked?: SiteContent): Promise<Rendered>;
  /** Prepares what an update needs (the validator, the server bundle), so the first is quick. */
  warm(): void;
  /** A page's whole HTML from data not published (a draft), kept out of search engines. */
  preview(page: Page): Promise<string>;
  /** Each block of a page as the server renders it, for the rendered health checks. */
  blocksHtml(page: Page): Promise<string[] | undefined>;
  /** Stops improving the compressed copies of pages re-rendered in a hurry (see update). */
  close(): Promise<void>;
}

/**
 * Re-renders what a publish changed, from the content under `root` into the build in `distDir`,
 * with the build's own server bundle: the page's HTML and its compressed copies, its images'
 * variants, routes.json, content.json and the sitemap. Each file is renamed into place whole, and
 * the server's copy in memory is replaced once all are written. A change to the site config's
 * menus, footer or server settings re-renders every page the same way, with the new config. One
 * to what the browser code carries (company facts, theme, forms: see siteChangeNeedsBuild) is a
 * full build into a new folder, swapped for the old one.
 */
export function siteRenderer(options: {
  root: string;
  distDir: string;
  live: LiveContent;
  log: FastifyBaseLogger;
  /** Told of each page written by an update, with how many it writes in all. */
  onPage?: (done: number, total: number) => void;
  threads?: RenderThreads;
}): SiteRenderer {
  const { root, distDir, live, log, onPage } = options;
  const threadCount = options.threads?.count ?? availableParallelism();
  const threadsFrom = options.threads?.from ?? 40;
  const clientDir = join(distDir, 'client');
  let entry: Promise<ServerEntry> | undefined;

  const validated = () => validatedContent(root, contentSchemaCheck(), contentFileChecks);

  async function renderPages(
    before: SiteContent,
    now: SiteContent,
    changedFiles: readonly string[],
  ): Promise<Rendered> {
    const server = await serverEntry();
    const parts = readDocumentParts(distDir);
    const store = imageStore({ root, build: true });
    const { images, siteChanged, changed, removed } = pagesToRender(before, now, changedFiles);
    const renderedImages = new Map<string, PageImages>();
    for (const page of changed) renderedImages.set(page.path, await store.pageImages(page));
    // Every page at once (a menu change) is compressed quickly, and at the best effort after.
    const effort: Effort = siteChanged ? 'quick' : 'best';
    // Many pages are rendered on every core; a few, here, without starting threads for them.
    const threads =
      threadCount > 0 && changed.length >= threadsFrom ? renderThreads.take() : undefined;
    const written = new Map<string, BuiltFile>();
    // A page with an experiment is written twice: as it is, and as its variant shows it.
    const versions = changed.flatMap((page) =>
      (page.experiment ? pageVersions : (['original'] as const)).map((version) => ({
        page,
        version,
      })),
    );
    try {
      await Promise.all(
        versions.map(async ({ page, version }) => {
          const images = renderedImages.get(page.path) ?? {};
          const job = { page, images, site: now.site, effort, version };
          const { bytes, ...copies } = threads
            ? await threads.render(job)
            : await renderDocument(server, parts, job);
          const name = version === 'variant' ? variantFileFor(page.path) : htmlFileFor(page.path);
          const file = join(clientDir, name);
          writeServedCopies(file, bytes, copies, effort === 'best');
          written.set(file, writtenBuiltFile(file, bytes, copies));
          onPage?.(written.size, versions.length);
        }),
      );
    } finally {
      if (threads) renderThreads.idle();
    }
    // Images uploaded since the build: the page names the originals (an SVG, a raster's fallback).
    copyImages(root, clientDir, store, changed);
    // A changed picture no changed page names (one the site config shows, replaced in place).
    for (const url of images) copyPublicImage(root, clientDir, url);
    await writeIndexes(now);
    live.replace(now, { rendered: renderedImages, written });
    if (effort === 'quick') improver.add([...written.keys()]);
    for (const path of removed) removeServedFile(join(clientDir, htmlFileFor(path)));
    // An experiment ended (or its page went): its variant is served no more.
    for (const page of before.pages)
      if (page.experiment && !now.pages.some((p) => p.path === page.path && p.experiment))
        removeServedFile(join(clientDir, variantFileFor(page.path)));
    return { kind: 'pages', paths: changed.map((page) => page.path), removed };
  }

  async function writeIndexes(now: SiteContent) {
    await writeServedFile(join(clientDir, 'sitemap.xml'), sitemapXml(now.pages, now.site));
    await writeServedFile(join(clientDir, 'robots.txt'), robotsTxt(now.site));
    writeWhole(join(distDir, 'content.json'), JSON.stringify(now));
    writeWhole(routesFile(distDir), routesJson(now.pages.map((page) => page.path)));
  }

  async function rebuild(now: SiteContent): Promise<Rendered> {
    const next = `${distDir}.next`;
    const old = `${distDir}.old`;
    rmSync(next, { recursive: true, force: true });
    await runBuild(root, next, log);
    rmSync(old, { recursive: true, force: true });
    renameSync(distDir, old);
    renameSync(next, distDir);
    rmSync(old, { recursive: true, force: true });
    entry = undefined;
    live.replace(now, { rebuilt: true });
    return { kind: 'site' };
  }

  let queue: Promise<unknown> = Promise.resolve();
  let warmed = false;
  const improver = copiesImprover(log);
  const buildKey = () => {
    const builds = live.builds();
    return builds > 0 ? String(builds) : undefined;
  };
  const serverEntry = () => (entry ??= loadServerEntry(distDir, buildKey()));
  const renderThreads = idlingRenderPool(distDir, buildKey, threadCount);
  return {
    close: async () => {
      await renderThreads.stop();
      await improver.close();
    },
    async blocksHtml(page) {
      const server = await serverEntry();
      return server.renderBlocksHtml?.(page, { site: live.current()?.site ?? server.site });
    },
    async preview(page) {
      const server = await serverEntry();
      const images = imageStore({ root, build: true });
      const shown: Page = { ...page, robots: 'noindex, nofollow' };
      const site = live.current()?.site ?? server.site;
      // An upload no publish has used yet is not on disk: the page shows its address as it is.
      const shownImages = await images.pageImages(shown, { onDisk: true });
      const rendered = await server.renderPageData(shown, shownImages, { site });
      copyImages(root, clientDir, images, [shown]);
      return pageDocument(readDocumentParts(distDir), site, rendered);
    },
    warm() {
      if (warmed) return;
      warmed = true;
      queue = queue
        .then(async () => {
          validated();
          await serverEntry();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'the publisher could not warm up'));
    },
    update(changedFiles, checked) {
      // One update at a time: each starts from what the one before it served.
      const run = queue.then(() => {
        const before = live.current();
        const now = checked ?? validated();
        return !before || siteChangeNeedsBuild(before.site, now.site)
          ? rebuild(now)
          : renderPages(before, now, changedFiles);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * What an update from `before` to `now` re-renders: the pages whose data changed (all of them when
 * the site config did) or that show an image whose file changed, and the paths no longer there.
 */
function pagesToRender(before: SiteContent, now: SiteContent, changedFiles: readonly string[]) {
  const old = new Map(before.pages.map((page) => [page.path, page]));
  // A page showing an image whose file changed (a developer's push) is rendered again too.
  const images = new Set(
    changedFiles.filter((f) => f.startsWith('public/images/')).map((f) => f.slice('public'.length)),
  );
  const siteChanged = !isDeepStrictEqual(before.site, now.site);
  const changed = now.pages.filter(
    (page) => siteChanged || !isDeepStrictEqual(old.get(page.path), page) || namesAny(page, images),
  );
  const kept = new Set(now.pages.map((page) => page.path));
  const removed = before.pages.filter((page) => !kept.has(page.path)).map((page) => page.path);
  return { images, siteChanged, changed, removed };
}

/**
 * Compresses the copies of files written quickly again at the best effort, one at a time in the
 * background, in the order they were added.
 */
function copiesImprover(log: FastifyBaseLogger) {
  const waiting = new Set<string>();
  let running: Promise<void> | undefined;
  let closed = false;
  const drain = async () => {
    for (const file of waiting) {
      if (closed) return;
      waiting.delete(file);
      await improveCopies(file);
    }
  };
  const start = () => {
    if (running || closed || waiting.size === 0) return;
    running = drain()
      .catch((error: unknown) => {
        waiting.clear();
        log.warn({ err: error }, "the pages' compressed copies could not be improved");
      })
      .finally(() => {
        running = undefined;
        start();
      });
  };
  return {
    add(files: readonly string[]) {
      for (const file of files) waiting.add(file);
      start();
    },
    async close() {
      closed = true;
      await running;
    },
  };
}

/**
 * `npm run build` into `outDir`, with the project's own tools (the server that runs from a
 * checkout has them; an image built for serving only does not, and says so).
 */
function runBuild(root: string, outDir: string, log: FastifyBaseLogger): Promise<void> {
  const script = join(root, 'scripts/build.ts');
  // A clone of the content remote has the project's files but not its installed packages: it
  // borrows the server's own (as a link, which git leaves alone: the folder is ignored).
  const packages = join(root, 'node_modules');
  const own = resolve('node_modules');
  if (!existsSync(packages) && existsSync(join(own, 'tsx')) && existsSync(script))
    symlinkSync(own, packages, 'dir');
  if (!existsSync(script) || !existsSync(join(root, 'node_modules/tsx')))
    return Promise.reject(
      new Error('this server has no build tools, so it cannot publish a change to the site config'),
    );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, DIST_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      log.error({ output }, 'the build for a published site config failed');
      reject(
        new Error(`the build failed (exit ${code}): ${output.split('\n').slice(-5).join(' ')}`),
      );
    });
  });
}

/**
 * Puts into the build what `pages` show that it may not have yet: the variants `images` made for
 * them (named by their content, so one already there is the same file) and the files under
 * public/images/ they name (an upload since the build), where they differ.
 */
function copyImages(
  root: string,
  clientDir: string,
  images: ReturnType<typeof imageStore>,
  pages: readonly unknown[],
) {
  for (const { url, file } of images.variants()) {
    const target = join(clientDir, url.slice(1));
    if (!existsSync(target)) writeWhole(target, readFileSync(file));
  }
  for (const page of pages) copyPublicImages(root, clientDir, page);
}

/** Copies the files under public/images/ a page names into the build, where they differ. */
function copyPublicImages(root: string, clientDir: string, page: unknown) {
  walkStrings(page, (text) => copyPublicImage(root, clientDir, text));
}

/** Copies public/images/… named by `url` (/images/…) into the build, where it differs. */
function copyPublicImage(root: string, clientDir: string, url: string) {
  if (!url.startsWith('/images/') || !imagePath.test(url)) return;
  const source = join(root, 'public', url);
  const target = join(clientDir, url);
  if (!existsSync(source)) return;
  const bytes = readFileSync(source);
  if (existsSync(target) && readFileSync(target).equals(bytes)) return;
  writeWhole(target, bytes);
  // The build's compressed copies are of the old picture (one replaced at its address): the
  // file itself is sent until a build makes new ones.
  removeCopies(target);
}

/** Whether `page` names one of `images` (paths such as /images/team.jpg). */
function namesAny(page: unknown, images: ReadonlySet<string>): boolean {
  if (images.size === 0) return false;
  let found = false;
  walkStrings(page, (text) => {
    if (images.has(text)) found = true;
  });
  return found;
}

const imagePath = /^\/images\/(?:[\w@+-][\w.@+-]*\/)*[\w@+-][\w.@+-]*$/;
