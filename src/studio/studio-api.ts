import { z } from 'zod';
import { readableName } from '../schema/media';
import { changeActions, changeStates, changeSteps } from '../schema/page-change';

/**
 * The studio's calls to its own API (src/server/studio/api.ts, served at /api/ locally and /studio/api/ on the site). Every answer is checked with zod
 * before use; a refusal becomes an `ApiError` carrying the server's message and problems.
 */
const problemSchema = z.object({
  file: z.string().optional(),
  line: z.number().optional(),
  col: z.number().optional(),
  pointer: z.string().default(''),
  message: z.string(),
});
export type StudioProblem = z.infer<typeof problemSchema>;

const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

const refusal = z.object({
  message: z.string().optional(),
  problems: z.array(z.union([fieldProblemSchema, problemSchema])).optional(),
  version: z.string().nullable().optional(),
});

/** A refusal by the studio API: HTTP status, sentence and (for invalid content) problems. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: readonly (StudioProblem | FieldProblem)[] = [],
    readonly version?: string | null,
  ) {
    super(message);
  }
}

export async function call<T>(schema: z.ZodType<T>, url: string, init?: RequestInit): Promise<T> {
  const jsonBody = typeof init?.body === 'string';
  const response = await fetch(url, {
    ...init,
    headers: jsonBody ? { 'Content-Type': 'application/json' } : init?.headers,
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const r = refusal.safeParse(body);
    const message =
      r.success && r.data.message ? r.data.message : `the studio API answered ${response.status}`;
    throw new ApiError(
      response.status,
      message,
      r.success ? (r.data.problems ?? []) : [],
      r.data?.version,
    );
  }
  return schema.parse(body);
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});

/** What `GET /api/pages` answers. */
export const pageListSchema = z.object({
  pages: z.array(
    z.object({
      file: z.string(),
      path: z.string().nullable(),
      title: z.string().nullable(),
      problems: z.number(),
    }),
  ),
});
export type PageListEntry = z.infer<typeof pageListSchema>['pages'][number];

/** Every page file with its path, title and problem count. */
export const fetchPageList = async () => (await call(pageListSchema, 'api/pages')).pages;

export const fileSchema = z.object({ path: z.string(), text: z.string(), version: z.string() });

/** A file's text and version (for the changed-on-disk check when saving). */
export const loadFile = (path: string) =>
  call(fileSchema, `api/file?path=${encodeURIComponent(path)}`);

/** Saves a page or the site config; `baseVersion` is the version it was opened at. */
export const saveJson = (path: string, page: unknown, baseVersion: string | null) =>
  call(z.object({ version: z.string() }), 'api/file', json('PUT', { path, page, baseVersion }));

/** The problems a page would have if saved as `path`: the same checks as `npm run validate`. */
export const checkPage = async (path: string, page: unknown) =>
  (
    await call(
      z.object({ problems: z.array(problemSchema) }),
      'api/check',
      json('POST', { path, page }),
    )
  ).problems;

/** A new page: its file, or (version null) its draft on a site that reviews before publishing. */
const created = z.object({ file: z.string(), version: z.string().nullable() });

/** The templates a new page can start from. */
export const fetchTemplates = async () =>
  (
    await call(
      z.object({
        templates: z.array(z.object({ name: z.string(), label: z.string(), help: z.string() })),
      }),
      'api/templates',
    )
  ).templates;

/** Creates a page from a template, with the same refusals as `npm run new-page`. */
export const createPage = (input: {
  template: string;
  path: string;
  title: string;
  description: string;
}) => call(created, 'api/pages', json('POST', input));

/** Copies a page under a new path and title. */
export const duplicatePage = (input: {
  from: string;
  path: string;
  title: string;
  description: string;
}) => call(created, 'api/pages/duplicate', json('POST', input));

const linksSchema = z.object({
  pages: z.array(z.object({ file: z.string(), pointer: z.string(), label: z.string() })),
  site: z.array(z.object({ pointer: z.string(), label: z.string() })),
});
export type PageLinks = z.infer<typeof linksSchema>;

/** Every page block and nav/footer entry that links to a path. */
export const fetchLinks = (path: string) =>
  call(linksSchema, `api/links?path=${encodeURIComponent(path)}`);

/**
 * Deletes a page file if it is still at `version`; on the site, `redirectTo` sends the page's
 * visitors to another page for good.
 */
export const deletePage = (file: string, version: string, redirectTo?: string) =>
  call(
    z.object({ deleted: z.string() }),
    `api/file?${new URLSearchParams({ path: file, version, ...(redirectTo ? { redirectTo } : {}) })}`,
    { method: 'DELETE' },
  );

const entry = z.object({
  pointer: z.string(),
  label: z.string(),
  description: z.string().optional(),
});
/** A menu or footer column: its items in order, and where a link new to it goes. */
const linkList = z.object({
  pointer: z.string(),
  items: z.array(z.object({ label: z.string(), menu: z.boolean() })),
  insertAt: z.number().int().nonnegative(),
});
/** The site-entries API's answer, which the tests read too. */
export const siteEntriesSchema = z.object({
  navMenus: z.array(linkList.extend({ label: z.string(), describes: z.boolean() })),
  footerColumns: z.array(linkList.extend({ heading: z.string() })),
  nav: z.array(entry),
  footer: z.array(entry),
  version: z.string(),
});
export type SiteEntries = z.infer<typeof siteEntriesSchema>;
/** One of the menus or footer columns a page can be put in. */
export type LinkList = z.infer<typeof linkList>;

/** Where the nav and footer link to a page, and where they could. */
export const fetchSiteEntries = (path: string) =>
  call(siteEntriesSchema, `api/site-entries?path=${encodeURIComponent(path)}`);

/**
 * Puts a page in exactly this nav menu and footer column (null: in none), at the place given
 * (from 0, among the list's other items), with the description line under its menu link.
 */
export const saveSiteEntries = (input: {
  path: string;
  label: string;
  navMenu: string | null;
  footerColumn: string | null;
  navPosition?: number;
  footerPosition?: number;
  description?: string;
  version: string;
}) => call(z.object({}).passthrough(), 'api/site-entries', json('PUT', input));

const imageSchema = z.object({ src: z.string(), width: z.number(), height: z.number() });

/** Where an uploaded image comes from; the server records it in docs/image-sources.md. */
export interface ImageCredit {
  source: string;
  author: string;
  licence: string;
}

/** Uploads an image into public/images; refused types and sizes reject with the server's message. */
export const uploadImage = (file: File, credit: ImageCredit) =>
  call(imageSchema, `api/images?${new URLSearchParams({ name: file.name, ...credit })}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
  });

const mediaUseSchema = z.union([
  z.object({ page: z.object({ title: z.string(), path: z.string() }) }),
  z.object({ site: z.string() }),
]);
const mediaItemSchema = z.object({
  src: z.string(),
  kind: z.enum(['image', 'logo']),
  name: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bytes: z.number(),
  alt: z.string().optional(),
  decorative: z.boolean().optional(),
  usedOn: z.array(mediaUseSchema),
  /** An upload no publish has used yet: editors see it, visitors do not. */
  pending: z.boolean().optional(),
});
/** A picture of the media library: an image or a logo, its stored alt text and where it shows. */
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** Every image and logo of the site (api/media). */
export const listMedia = async () =>
  (await call(z.object({ media: z.array(mediaItemSchema) }), 'api/media')).media;

/** Keeps a picture's alt text for every page that picks it; refused without one unless decorative. */
export const saveMediaAlt = (input: { src: string; alt: string; decorative: boolean }) =>
  call(z.object({ src: z.string(), alt: z.string(), decorative: z.boolean() }), 'api/media', {
    ...json('PUT', input),
    headers: noted(`Alt text of “${readableName(input.src)}”`),
  });

/** The note of the publish a library change makes, in its history (the server's header). */
const noted = (note: string) => ({ 'X-Publish-Message': encodeURIComponent(note) });

/** New content for an image at its address: every page showing it shows the new one. */
export const replaceMedia = (src: string, file: File, credit: ImageCredit) =>
  call(
    imageSchema,
    `api/media/replace?${new URLSearchParams({ src, name: file.name, ...credit })}`,
    {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type, ...noted(`Replace “${readableName(src)}” everywhere`) },
    },
  );

const sessionSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('server'),
    editor: z.object({ name: z.string(), email: z.string() }),
    /** Whether the editor also works the leads: the studio then links back to the back office. */
    staff: z.boolean().default(false),
    /** Whether a publish needs another editor's review, and the time zone of scheduling. */
    publishing: z
      .object({ review: z.boolean(), timeZone: z.string() })
      .default({ review: false, timeZone: 'Asia/Kolkata' }),
  }),
  z.object({ mode: z.literal('local') }),
]);
/** Where the studio runs: on the site for a signed-in editor, or locally. */
export type StudioSession = z.infer<typeof sessionSchema>;

/** Asks the studio's server where it runs and, on the site, who is editing. */
export const fetchSession = (): Promise<StudioSession> => call(sessionSchema, 'api/session');

const draftInfo = z.object({
  file: z.string(),
  path: z.string().optional(),
  title: z.string().optional(),
  revision: z.number(),
  author: z.string(),
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type DraftInfo = z.infer<typeof draftInfo>;

/** Every page's draft on the server: whose, since when. */
export const fetchDrafts = async () =>
  (await call(z.object({ drafts: z.array(draftInfo) }), 'api/drafts')).drafts;

/** A page's draft on the server, or undefined when it has none. */
export async function fetchDraft(file: string) {
  try {
    return await call(
      draftInfo.extend({
        baseVersion: z.string().nullable(),
        page: z.record(z.string(), z.unknown()),
        /** Its texts drafted from a brief that nobody has edited or accepted yet. */
        drafted: z.array(z.string()).default([]),
      }),
      `api/draft?file=${encodeURIComponent(file)}`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** Keeps the page as a draft on the server; refused (409) when another editor saved it since. */
export const saveServerDraft = (input: {
  file: string;
  page: unknown;
  baseVersion: string | null;
  revision: number | null;
  /** The drafted texts this editor still sees marked (the draft keeps only those). */
  drafted: readonly string[];
}) => call(draftInfo, 'api/draft', json('PUT', input));

/** Throws a page's draft away (only the revision the editor saw). */
export const discardServerDraft = (file: string, revision: number) =>
  call(
    z.object({ deleted: z.string() }),
    `api/draft?file=${encodeURIComponent(file)}&revision=${revision}`,
    { method: 'DELETE' },
  );

const discardedDraft = z.object({
  id: z.number(),
  file: z.string(),
  path: z.string().optional(),
  title: z.string().optional(),
  discardedBy: z.string(),
  discardedAt: z.string(),
  /** Discarded by the editor asking. */
  mine: z.boolean(),
  /** Whether the page is on the site (else the draft was all there was of it). */
  published: z.boolean(),
});
export type DiscardedDraft = z.infer<typeof discardedDraft>;

/** The drafts discarded in the last day, the newest of each page that has no draft now. */
export const fetchDiscardedDrafts = async () =>
  (await call(z.object({ discarded: z.array(discardedDraft) }), 'api/drafts/discarded')).discarded;

/** Makes a discarded draft its page's draft again; refused (409) when the page has a newer one. */
export const restoreDiscardedDraft = (id: number) =>
  call(draftInfo, 'api/drafts/restore', json('POST', { id }));

/** Publishes a page: written, committed in the editor's name and public at once. */
export const publishPage = (input: {
  file: string;
  page: unknown;
  baseVersion: string | null;
  revision: number | null;
  /** The drafted texts this editor still sees marked: any of them left refuses the publish. */
  drafted?: readonly string[];
  message?: string;
  /** The page's path before: it then redirects to the new one. */
  redirectFrom?: string;
  /** Where the menu and footer link to the page, changed in the same publish. */
  entries?: {
    path: string;
    label: string;
    navMenu: string | null;
    footerColumn: string | null;
    version: string;
  };
}) =>
  call(
    z.object({
      version: z.string(),
      /** `pending`: live on this server, not yet taken by the content remote (retried). */
      published: z.object({ commit: z.string().nullable(), pending: z.boolean() }).optional(),
    }),
    'api/publish',
    json('POST', input),
  );

/**
 * A secret link showing the page's draft at `revision` (as saved then, never a later save) to
 * anyone who has it, until it expires or that draft is published or discarded.
 */
export const createPreviewLink = (file: string, revision: number) =>
  call(
    z.object({ url: z.string(), expiresAt: z.string() }),
    'api/preview-links',
    json('POST', { file, revision }),
  );

const versionSchema = z.object({
  commit: z.string(),
  author: z.string(),
  email: z.string(),
  date: z.string(),
  message: z.string(),
});
export type PageVersion = z.infer<typeof versionSchema>;

/** A page's published versions, newest first (from the content's git history). */
export const fetchHistory = async (file: string) =>
  (
    await call(
      z.object({ versions: z.array(versionSchema) }),
      `api/history?file=${encodeURIComponent(file)}`,
    )
  ).versions;

/** A page as one of its versions had it. */
export const fetchVersion = async (file: string, commit: string) =>
  (
    await call(
      z.object({ commit: z.string(), page: z.unknown() }),
      `api/version?file=${encodeURIComponent(file)}&commit=${encodeURIComponent(commit)}`,
    )
  ).page;

const commitInfo = z.object({
  commit: z.string(),
  author: z.string(),
  date: z.string(),
  message: z.string(),
});
const contentStatusSchema = z.object({
  revision: z.string().nullable(),
  remote: z
    .object({
      reachable: z.boolean(),
      error: z.string().optional(),
      checkedAt: z.string().nullable(),
    })
    .optional(),
  pending: z.array(commitInfo),
  held: commitInfo.extend({ problems: z.array(problemSchema) }).optional(),
  refused: z.array(commitInfo.extend({ reason: z.string() })),
  renderError: z.string().optional(),
});
/** What the site serves and what waits: the content remote's state (server mode only). */
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/** The content this instance serves, publishes waiting for the remote, commits held back. */
/**
 * What the studio asks on a timer: a tab left open is not the editor at work, so these do not
 * keep their session from its idle limit (decisions.md #79).
 */
const onTimer: RequestInit = { headers: { 'X-Background-Refresh': '1' } };

export const fetchContentStatus = () => call(contentStatusSchema, 'api/content-status', onTimer);

const publishProgressSchema = z.object({
  progress: z
    .object({
      stage: z.enum(['checking', 'saving', 'rendering', 'sending']),
      pages: z.object({ done: z.number(), total: z.number() }).optional(),
    })
    .nullable(),
});
export type PublishProgress = NonNullable<z.infer<typeof publishProgressSchema>['progress']>;

/** Where the publish under way on the site is (null: none is). */
export const fetchPublishProgress = async () =>
  (await call(publishProgressSchema, 'api/publish/progress')).progress;
const changeEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  step: z.enum(changeSteps),
  comment: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

const changeSchema = z.object({
  id: z.number(),
  file: z.string(),
  /** The page it is for, by path and title (null: the menus and footer). */
  page: z.object({ path: z.string(), title: z.string() }).nullable().default(null),
  action: z.enum(changeActions),
  message: z.string(),
  /** When it is to be published (UTC), and the same on the site's clock; null: once approved. */
  publishAt: z.string().nullable(),
  publishAtLocal: z.string().nullable(),
  timeZone: z.string(),
  state: z.enum(changeStates),
  author: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  outcome: z
    .object({
      commit: z.string().nullable().optional(),
      message: z.string().optional(),
      problems: z.array(problemSchema).optional(),
    })
    .nullable(),
  events: z.array(changeEventSchema),
});
/** A page change waiting for review or its time, or finished (decisions.md #50). */
export type PageChange = z.infer<typeof changeSchema>;

/** The changes still open and those finished in the last 30 days, newest first. */
export const fetchChanges = async () =>
  (await call(z.object({ changes: z.array(changeSchema) }), 'api/changes', onTimer)).changes;

/** One change with the page it publishes and the page as published now (for comparing). */
export const fetchChange = (id: number) =>
  call(
    changeSchema.extend({ content: z.unknown(), published: z.unknown() }),
    `api/change?id=${id}`,
  );

/**
 * Asks for a page change: published at `publishAt` (the site's wall clock), and on a site that
 * reviews, once another editor approves it. The page's draft goes into the change.
 */
export const requestChange = (input: {
  file: string;
  action: (typeof changeActions)[number];
  page?: unknown;
  baseVersion: string | null;
  revision?: number | null;
  /** The drafted texts this editor still sees marked: any of them left refuses the change. */
  drafted?: readonly string[];
  message?: string;
  redirectFrom?: string;
  publishAt?: string;
}) => call(changeSchema, 'api/changes', json('POST', input));

/** A step on a change: a comment, approval, sending it back (with a comment) or cancelling. */
export const stepChange = (
  id: number,
  action: 'comment' | 'approve' | 'sendBack' | 'cancel',
  comment = '',
) => call(changeSchema, 'api/change', json('POST', { id, action, comment }));
