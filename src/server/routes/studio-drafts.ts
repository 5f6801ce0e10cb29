import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileVersion, fileWords, resolveStudioPath, type StudioFile } from '../studio/file-access';
import { uncheckedRefusal, uncheckedTexts } from '../studio/drafted-marks';
import { HttpError } from '../http/http-error';
import type { StudioAnswer, StudioCall, StudioHandlers } from '../studio/api-routes';
import { pagesWithDraftProblems, siteHealthWithDrafts } from '../studio/page-list-drafts';
import type { SiteEntriesChange, StudioEndpoints } from '../../schema/api/studio';
import { saveFile } from '../studio/save-file';
import { updateSiteEntries } from '../studio/site-entries';
import { serializePage } from '../../app/project';
import { isRecord } from '../../schema/is-record';
import { linkKey } from '../../engine/paths';
import type { ContentRepository } from '../publish/git';
import type { ContentStatus, PublishProgress } from '../publish/publisher';
import type { Storage, User } from '../storage/types';

export type { StudioAnswer };

/** Whom a publish is committed as: the editor, or the author of a change published later. */
export type CommitAuthor = Pick<User, 'username' | 'email'>;

/** Writes, commits in the publisher's name and re-renders (routes/studio.ts). */
export type Publish = (
  publisher: CommitAuthor,
  message: string | undefined,
  write: () => Promise<StudioAnswer>,
) => Promise<StudioAnswer>;

/** The refusal of a publish on a site where pages are published after review only. */
export const reviewFirst: StudioAnswer = {
  status: 409,
  body: {
    message:
      "This site publishes a page once another editor has reviewed it: ask for a review instead (the page's Request review).",
    review: true,
  },
};

/** How long a preview link works. */
export const previewLinkDays = 7;

/** The hash a preview link's secret is kept as: the database never holds a working link. */
export const previewTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** How long the studio offers to bring back a discarded draft (it is kept longer: #71). */
export const discardedOfferedMs = 24 * 60 * 60_000;

const ok = (body: unknown): StudioAnswer => ({ status: 200, body });

/** A draft as the studio sees it: whose, since when, and whether it is the asker's own. */
const pageNames = (content: unknown) =>
  isRecord(content)
    ? {
        ...(typeof content.path === 'string' ? { path: content.path } : {}),
        ...(typeof content.title === 'string' ? { title: content.title } : {}),
      }
    : {};

const draftView = (
  draft: {
    file: string;
    content: unknown;
    revision: number;
    author: string;
    userId: number | null;
    updatedAt: string;
  },
  editor: User,
) => ({
  file: draft.file,
  // The page's address and title as drafted, which the page list shows for a page not published.
  ...pageNames(draft.content),
  revision: draft.revision,
  author: draft.author,
  mine: draft.userId === editor.id,
  updatedAt: draft.updatedAt,
});

/** What the site's draft and publish handlers work with. */
interface DraftOptions {
  root: string;
  storage: Storage;
  repository: ContentRepository;
  publish: Publish;
  /** What this instance serves and what waits to be published (the content remote's state). */
  status: () => ContentStatus;
  /** Where the publish under way is (undefined: none is). */
  progress: () => PublishProgress | undefined;
  /**
   * How the site publishes, as its config says now: after review only, and the time zone of
   * scheduled changes.
   */
  publishing: () => { review: boolean; timeZone: string };
}

/** The page file a request names: 403 outside the content folder, 400 for another file. */
const pageFileIn =
  (root: string) =>
  (requested: unknown): StudioFile => {
    const resolved = resolveStudioPath(root, requested);
    if (!resolved.ok) throw new HttpError(403, resolved.reason);
    if (resolved.file.kind !== 'page')
      throw new HttpError(400, `${resolved.file.rel} is not a page file`);
    return resolved.file;
  };

const byOther = (draft: { author: string; updatedAt: string } | null) =>
  draft
    ? `${draft.author} changed this page's draft (${draft.updatedAt}) after you opened it`
    : "this page's draft was published or discarded after you opened it";

/**
 * The studio's routes that only the running site has: the editor's session, drafts kept in the
 * database (one per page, shared by the editors, numbered so nobody overwrites another's work
 * unseen), preview links, publishing a page from its draft, and each page's history from git
 * (restoring a version is publishing it again, from the editor). `publish` writes, commits and
 * re-renders (routes/studio.ts); a page's draft goes once it is published.
 */
export function draftRoutes(options: DraftOptions) {
  return { ...draftHandlers(options), ...publishHandlers(options) };
}

/** The editor's session and the drafts: kept, listed, discarded and brought back. */
function draftHandlers({ root, storage, publishing }: DraftOptions) {
  const pageFile = pageFileIn(root);
  return {
    session: async (_call, editor) =>
      ok({
        mode: 'server',
        editor: { name: editor.username, email: editor.email },
        staff: editor.role === 'staff',
        publishing: publishing(),
      }),
    // The page list, with each draft's problems in place of its file's.
    pages: async () =>
      ok({ pages: await pagesWithDraftProblems(root, storage, publishing().timeZone) }),
    siteHealth: async () => ok(await siteHealthWithDrafts(root, storage)),
    drafts: async (_call, editor) =>
      ok({ drafts: (await storage.listDrafts()).map((d) => draftView(d, editor)) }),
    draft: async ({ query }, editor) => {
      const file = pageFile(query.file);
      const draft = await storage.getDraft(file.rel);
      if (!draft) throw new HttpError(404, `${fileWords(file)} has no draft`);
      return ok({
        ...draftView(draft, editor),
        baseVersion: draft.baseVersion,
        page: draft.content,
        drafted: draft.drafted,
      });
    },
    saveDraft: async ({ body }, editor) => {
      const file = pageFile(body.file);
      const before = body.revision === null ? undefined : await storage.getDraft(file.rel);
      const saved = await storage.saveDraft({
        file: file.rel,
        content: body.page,
        drafted: uncheckedTexts(before, body.revision, body.page, body.drafted),
        baseVersion: body.baseVersion,
        revision: body.revision,
        userId: editor.id,
        author: editor.username,
      });
      if ('saved' in saved) return ok(draftView(saved.saved, editor));
      return {
        status: 409,
        body: {
          message: byOther(saved.conflict),
          draft: saved.conflict ? draftView(saved.conflict, editor) : null,
        },
      };
    },
    // Kept a while as discarded, so it can be brought back (decisions.md #71).
    discardDraft: async ({ query }, editor) => {
      const file = pageFile(query.file);
      const revision = Number(query.revision ?? null);
      if (!Number.isInteger(revision) || revision <= 0)
        throw new HttpError(400, 'give the revision of the draft you discard, e.g. &revision=3');
      const by = { userId: editor.id, name: editor.username };
      if (!(await storage.discardDraft(file.rel, revision, by)))
        return { status: 409, body: { message: byOther(null) } };
      return ok({ deleted: file.rel });
    },
    discardedDrafts: async (_call, editor) => {
      const since = new Date(Date.now() - discardedOfferedMs);
      const drafts = new Set((await storage.listDrafts()).map((d) => d.file));
      // The newest of each page, for the pages with no draft now.
      const seen = new Set<string>();
      const discarded = (await storage.listDiscardedDrafts(since)).filter((d) => {
        if (drafts.has(d.file) || seen.has(d.file)) return false;
        seen.add(d.file);
        return true;
      });
      return ok({
        discarded: discarded.map((d) => ({
          id: d.id,
          file: d.file,
          ...pageNames(d.content),
          discardedBy: d.discardedBy,
          discardedAt: d.discardedAt,
          mine: d.discardedById === editor.id,
          published: existsSync(join(root, d.file)),
        })),
      });
    },
    restoreDraft: async ({ body: { id } }, editor) => {
      const by = { userId: editor.id, name: editor.username };
      const result = await storage.restoreDiscardedDraft(id, by);
      if ('restored' in result) return ok(draftView(result.restored, editor));
      if (result.refused === 'missing')
        throw new HttpError(
          404,
          'This discarded draft is no longer kept, or it was brought back already.',
        );
      throw new HttpError(
        409,
        'This page has a newer draft now, which stays: the discarded one was not brought back.',
      );
    },
  } satisfies StudioHandlers<User>;
}

/**
 * A publish the content remote refused after its draft was removed (another instance published
 * the same page meanwhile): the editor's page becomes the draft again, so nothing is lost.
 */
async function keepAsDraft(
  { root, storage }: DraftOptions,
  answer: StudioAnswer,
  file: string,
  page: Record<string, unknown>,
  editor: User,
): Promise<StudioAnswer> {
  const saved = await storage.saveDraft({
    file,
    content: page,
    baseVersion: fileVersion(join(root, file)),
    // Only where no other draft was saved since: theirs is not overwritten either.
    revision: null,
    userId: editor.id,
    author: editor.username,
  });
  const body = isRecord(answer.body) ? answer.body : {};
  const message = `${typeof body.message === 'string' ? body.message : ''} Your version is kept as the page's draft.`;
  return {
    status: 409,
    body: { ...body, message, draft: 'saved' in saved ? draftView(saved.saved, editor) : null },
  };
}

/** Publishing a page from its draft, the content's state, a page's history and preview links. */
function publishHandlers(options: DraftOptions) {
  const { root, storage, publish, repository, status, progress, publishing } = options;
  const pageFile = pageFileIn(root);

  /** Writes the page as published, from the draft the editor last saw (run inside `publish`). */
  const publishFromDraft = async (
    file: StudioFile,
    body: StudioCall<StudioEndpoints['publish']>['body'],
    editor: User,
  ): Promise<StudioAnswer> => {
    // Published from the draft the editor last saw: a newer one by someone else wins.
    const draft = await storage.getDraft(file.rel);
    if ((draft?.revision ?? null) !== body.revision)
      return {
        status: 409,
        body: { message: byOther(draft ?? null), draft: draft ? draftView(draft, editor) : null },
      };
    const answer = writePage(root, file, body);
    if (answer.status === 200 && draft && !(await storage.deleteDraft(file.rel, draft.revision))) {
      // Saved again while this was written: gone too if it holds just what was published.
      const now = await storage.getDraft(file.rel);
      if (now && isDeepStrictEqual(now.content, body.page))
        await storage.deleteDraft(file.rel, now.revision);
    }
    return answer;
  };

  /** A link showing the draft at `revision` (now: the draft as it is) and nothing later (#78). */
  const previewLink = async (requested: string, given: number | undefined, editor: User) => {
    const file = pageFile(requested);
    const draft = await storage.getDraft(file.rel);
    if (!draft) throw new HttpError(404, `${file.rel} has no draft to preview yet`);
    const revision = given ?? draft.revision;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + previewLinkDays * 86_400_000);
    const made = await storage.createPreviewLink({
      tokenHash: previewTokenHash(token),
      file: file.rel,
      revision,
      userId: editor.id,
      createdBy: editor.username,
      expiresAt,
    });
    if (!made)
      throw new HttpError(
        409,
        'The draft was saved again meanwhile: make the link again once it is saved.',
      );
    return {
      status: 201,
      body: { url: `/preview/${token}`, expiresAt: expiresAt.toISOString(), revision },
    };
  };

  return {
    publish: async ({ body }, editor) => {
      const file = pageFile(body.file);
      if (publishing().review) return reviewFirst;
      // Drafted texts nobody checked never go live (decisions.md #54).
      const drafted = await storage.getDraft(file.rel);
      const unchecked = uncheckedTexts(drafted, body.revision, body.page, body.drafted);
      if (unchecked.length > 0) return uncheckedRefusal(unchecked);
      const published = await publish(editor, body.message, () =>
        publishFromDraft(file, body, editor),
      );
      if (published.status !== 409 || !isRecord(published.body)) return published;
      if (published.body.kept) return keepAsDraft(options, published, file.rel, body.page, editor);
      if (!('version' in published.body)) return published;
      // Changed since the editor opened it: say by whom (another editor, on any instance).
      const [last] = await repository.history(file.rel, 1);
      if (!last) return published;
      const message = `${file.rel} was published meanwhile by ${last.author} (${last.date}, "${last.message}"); nothing of yours was published.`;
      return keepAsDraft(
        options,
        { status: 409, body: { ...published.body, message, conflict: last } },
        file.rel,
        body.page,
        editor,
      );
    },
    contentStatus: async () => ok(status()),
    // Asked while a publish runs, to show how far it is.
    publishProgress: async () => ok({ progress: progress() ?? null }),
    history: async ({ query }) => {
      const file = pageFile(query.file);
      return ok({ versions: await repository.history(file.rel) });
    },
    version: async ({ query }) => {
      const file = pageFile(query.file);
      const commit = query.commit ?? '';
      const text = await repository.textAt(commit, file.rel);
      if (text === undefined) throw new HttpError(404, `${file.rel} is not in version ${commit}`);
      try {
        return ok({ commit, page: JSON.parse(text) as unknown });
      } catch {
        throw new HttpError(422, `${file.rel} was not valid JSON in version ${commit}`);
      }
    },
    previewLink: async ({ body }, editor) => previewLink(body.file, body.revision, editor),
  } satisfies StudioHandlers<User>;
}

/** A page's publish: the page, the version it was made on, its old path and menu entries. */
export interface PagePublish {
  page: Record<string, unknown>;
  baseVersion: string | null;
  redirectFrom?: string | undefined;
  entries?: SiteEntriesChange | undefined;
}

/**
 * Writes a page as published, with what goes with it: where the menu and footer link to it and
 * the redirect from its old path, all or nothing (the page file comes back as it was when one
 * is refused). Refused like `PUT /api/file` when the file changed since `baseVersion` or the page
 * does not validate. Run inside `publish`, which commits and re-renders what it wrote.
 */
export function writePage(root: string, file: StudioFile, change: PagePublish): StudioAnswer {
  const before = existsSync(file.abs) ? readFileSync(file.abs, 'utf8') : undefined;
  const { status, ...result } = saveFile(
    root,
    file,
    serializePage(change.page),
    change.baseVersion,
  );
  if (status === 200 && change.entries) {
    const { version, ...entries } = change.entries;
    const config = resolveStudioPath(root, 'site.config.json');
    const placed = config.ok
      ? placeEntries(config.file, root, entries, version)
      : ({ status: 403, message: config.reason } as const);
    if (placed.status !== 200) {
      // Published together or not at all.
      if (before !== undefined) writeFileSync(file.abs, before);
      return { status: placed.status, body: placed };
    }
  }
  const to = typeof change.page.path === 'string' ? change.page.path : undefined;
  if (status === 200 && change.redirectFrom && to && linkKey(to) !== linkKey(change.redirectFrom)) {
    const moved = redirect(root, change.redirectFrom, to);
    if (moved) {
      // The page stays where it was rather than lose its old address.
      if (before !== undefined) writeFileSync(file.abs, before);
      return { status: moved.status, body: moved };
    }
  }
  return { status, body: { path: file.rel, ...result } };
}

/** `updateSiteEntries` with its refusals (a menu, place or line that cannot be) as answers. */
function placeEntries(...args: Parameters<typeof updateSiteEntries>) {
  try {
    return updateSiteEntries(...args);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

/** `value` with every `href` leading to `from` leading to `to` instead. */
function relink(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => relink(item, from, to));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === 'href' && typeof v === 'string' && v.startsWith('/') && linkKey(v) === linkKey(from)
        ? to
        : relink(v, from, to),
    ]),
  );
}

/**
 * Records in the site config that `from` now leads to `to` for good: a redirect (replacing one
 * from the same path, and pointing those that led to `from` at `to`, so none chains), and the
 * menu and footer links to `from` follow the page. Written through the one serializer with the
 * config's checks; gives their refusal, or undefined once saved.
 */
export function redirect(root: string, from: string, to: string) {
  const resolved = resolveStudioPath(root, 'site.config.json');
  if (!resolved.ok) return { status: 403, message: resolved.reason };
  const file = resolved.file;
  const config: unknown = JSON.parse(readFileSync(file.abs, 'utf8'));
  if (!isRecord(config))
    return { status: 422, message: 'The site setup is not readable: it is not a set of settings' };
  const kept = (Array.isArray(config.redirects) ? config.redirects : []).flatMap((r: unknown) => {
    if (!isRecord(r) || typeof r.from !== 'string' || typeof r.to !== 'string') return [r];
    if (linkKey(r.from) === linkKey(from) || linkKey(r.from) === linkKey(to)) return [];
    return [linkKey(r.to) === linkKey(from) ? { ...r, to } : r];
  });
  const next = {
    ...config,
    nav: relink(config.nav, from, to),
    footer: relink(config.footer, from, to),
    redirects: [...kept, { from, to }],
  };
  const saved = saveFile(root, file, JSON.stringify(next), fileVersion(file.abs));
  return saved.status === 200 ? undefined : saved;
}
