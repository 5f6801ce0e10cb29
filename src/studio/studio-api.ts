import {
  endpointUrl,
  readAnswer,
  type Answer,
  type CallInput,
  type Endpoint,
} from '../schema/api/endpoint';
import {
  refusalSchema,
  studioApi,
  type BriefInput,
  type ChangeInput,
  type FieldProblem,
  type PublishInput,
  type StudioProblem,
} from '../schema/api/studio';
import { readableName } from '../schema/media';

export type {
  BriefInput,
  ChangeEvent,
  ContentStatus,
  DiscardedDraft,
  DraftInfo,
  FieldProblem,
  LinkList,
  MediaItem,
  MediaUse,
  PageChange,
  PageLinks,
  PageListEntry,
  PageVersion,
  PublishProgress,
  SiteEntries,
  SiteHealthReport,
  StudioProblem,
  StudioSession,
} from '../schema/api/studio';
export { fileSchema, pageListSchema, siteEntriesSchema } from '../schema/api/studio';

/**
 * The studio's calls to its own API (served at api/ beside the studio's page: /api/ locally,
 * /studio/api/ on the site), each through its endpoint in the contract (src/schema/api/studio.ts):
 * the address from the endpoint's path and query, the answer read by the endpoint's schema for
 * its status. A refusal becomes an `ApiError` carrying the server's message and problems.
 */
const { endpoints } = studioApi;

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

/**
 * Where the API is: beside the studio's page, wherever that page is; from the preview frame (a
 * page of its own, elsewhere) beside the studio's page that holds it.
 */
const base = (() => {
  try {
    if (typeof window !== 'undefined' && window.parent !== window)
      return new URL('api', window.parent.location.href).pathname;
  } catch {
    // A frame of another origin: only the studio's own page shows the preview.
  }
  return 'api';
})();

/**
 * Calls an endpoint and reads its answer: the body of a listed status as its schema reads it; a
 * refusal thrown as an `ApiError`. An upload sends `init.body` (the file) as itself.
 */
export async function request<E extends Endpoint>(
  declared: E,
  input: CallInput<E>,
  init: RequestInit = {},
): Promise<Answer<E, keyof E['responses'] & number>> {
  const given = input as { params?: unknown; query?: unknown; body?: unknown };
  const json = given.body !== undefined;
  const response = await fetch(endpointUrl(base, declared, given), {
    ...init,
    method: declared.method,
    ...(json ? { body: JSON.stringify(given.body) } : {}),
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (response.ok) {
    const answer = readAnswer(declared, response.status, body);
    if (answer !== undefined) return answer as Answer<E, keyof E['responses'] & number>;
  }
  const r = refusalSchema.safeParse(body);
  const message =
    r.success && r.data.message ? r.data.message : `the studio API answered ${response.status}`;
  throw new ApiError(
    response.status,
    message,
    r.success ? (r.data.problems ?? []) : [],
    r.data?.version,
  );
}

/** Every page file with its path, title and counts of problems and health warnings. */
export const fetchPageList = async () => (await request(endpoints.pages, {})).pages;

/** Every problem and health warning of the site, by page (decisions.md #109). */
export const fetchSiteHealth = () => request(endpoints.siteHealth, {});

/** A file's text and version (for the changed-on-disk check when saving). */
export const loadFile = (path: string) => request(endpoints.file, { query: { path } });

/** Saves a page or the site config; `baseVersion` is the version it was opened at. */
export const saveJson = (path: string, page: unknown, baseVersion: string | null) =>
  request(endpoints.saveFile, { body: { path, page, baseVersion } });

/** The problems a page would have if saved as `path`: the same checks as `npm run validate`. */
export const checkPage = async (path: string, page: unknown) =>
  (await request(endpoints.check, { body: { path, page } })).problems;

/** The templates a new page can start from. */
export const fetchTemplates = async () => (await request(endpoints.templates, {})).templates;

/** Creates a page from a template, with the same refusals as `npm run new-page`. */
export const createPage = (input: {
  template: string;
  path: string;
  title: string;
  description: string;
}) => request(endpoints.createPage, { body: input });

/** Copies a page under a new path and title. */
export const duplicatePage = (input: {
  from: string;
  path: string;
  title: string;
  description: string;
}) => request(endpoints.duplicatePage, { body: input });

/** Every page block and nav/footer entry that links to a path. */
export const fetchLinks = (path: string) => request(endpoints.links, { query: { path } });

/**
 * Deletes a page file if it is still at `version`; on the site, `redirectTo` sends the page's
 * visitors to another page for good.
 */
export const deletePage = (file: string, version: string, redirectTo?: string) =>
  request(endpoints.deleteFile, { query: { path: file, version, redirectTo } });

/** Where the nav and footer link to a page, and where they could. */
export const fetchSiteEntries = (path: string) =>
  request(endpoints.siteEntries, { query: { path } });

/**
 * Puts a page in exactly this nav menu and footer column (null: in none), at the place given
 * (from 0, among the list's other items), with the description line under its menu link.
 */
export const saveSiteEntries = (input: CallInput<typeof endpoints.saveSiteEntries>['body']) =>
  request(endpoints.saveSiteEntries, { body: input });

/** Where an uploaded image comes from; the server records it in docs/image-sources.md. */
export interface ImageCredit {
  source: string;
  author: string;
  licence: string;
}

/** Uploads an image into public/images; refused types and sizes reject with the server's message. */
export const uploadImage = (file: File, credit: ImageCredit) =>
  request(
    endpoints.uploadImage,
    { query: { name: file.name, ...credit } },
    { body: file, headers: { 'Content-Type': file.type } },
  );

/** Every image and logo of the site (api/media). */
export const listMedia = async () => (await request(endpoints.media, {})).media;

/** The note of the publish a library change makes, in its history (the server's header). */
const noted = (note: string) => ({ 'X-Publish-Message': encodeURIComponent(note) });

/** Keeps a picture's alt text for every page that picks it; refused without one unless decorative. */
export const saveMediaAlt = (input: { src: string; alt: string; decorative: boolean }) =>
  request(
    endpoints.saveMediaAlt,
    { body: input },
    { headers: noted(`Alt text of “${readableName(input.src)}”`) },
  );

/** New content for an image at its address: every page showing it shows the new one. */
export const replaceMedia = (src: string, file: File, credit: ImageCredit) =>
  request(
    endpoints.replaceMedia,
    { query: { src, name: file.name, ...credit } },
    {
      body: file,
      headers: { 'Content-Type': file.type, ...noted(`Replace “${readableName(src)}” everywhere`) },
    },
  );

/** Asks the studio's server where it runs and, on the site, who is editing. */
export const fetchSession = () => request(endpoints.session, {});

/** Every page's draft on the server: whose, since when. */
export const fetchDrafts = async () => (await request(endpoints.drafts, {})).drafts;

/** A page's draft on the server, or undefined when it has none. */
export async function fetchDraft(file: string) {
  try {
    return await request(endpoints.draft, { query: { file } });
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
}) =>
  request(endpoints.saveDraft, {
    body: { ...input, page: input.page as Record<string, unknown>, drafted: [...input.drafted] },
  });

/** Throws a page's draft away (only the revision the editor saw). */
export const discardServerDraft = (file: string, revision: number) =>
  request(endpoints.discardDraft, { query: { file, revision: String(revision) } });

/** The drafts discarded in the last day, the newest of each page that has no draft now. */
export const fetchDiscardedDrafts = async () =>
  (await request(endpoints.discardedDrafts, {})).discarded;

/** Makes a discarded draft its page's draft again; refused (409) when the page has a newer one. */
export const restoreDiscardedDraft = (id: number) =>
  request(endpoints.restoreDraft, { body: { id } });

/** A request with the drafted texts the editor still sees marked, as the editor keeps them. */
type Marked<T extends { drafted?: string[] | undefined }> = Omit<T, 'drafted'> & {
  drafted?: readonly string[] | undefined;
};
const unmarked = <T extends { drafted?: string[] | undefined }>({ drafted, ...rest }: Marked<T>) =>
  ({ ...rest, ...(drafted ? { drafted: [...drafted] } : {}) }) as T;

/** Publishes a page: written, committed in the editor's name and public at once. */
export const publishPage = (input: Marked<PublishInput>) =>
  request(endpoints.publish, { body: unmarked(input) });

/**
 * A secret link showing the page's draft at `revision` (as saved then, never a later save) to
 * anyone who has it, until it expires or that draft is published or discarded.
 */
export const createPreviewLink = (file: string, revision: number) =>
  request(endpoints.previewLink, { body: { file, revision } });

/** A page's published versions, newest first (from the content's git history). */
export const fetchHistory = async (file: string) =>
  (await request(endpoints.history, { query: { file } })).versions;

/** A page as one of its versions had it. */
export const fetchVersion = async (file: string, commit: string) =>
  (await request(endpoints.version, { query: { file, commit } })).page;

/**
 * What the studio asks on a timer: a tab left open is not the editor at work, so these do not
 * keep their session from its idle limit (decisions.md #79).
 */
const onTimer: RequestInit = { headers: { 'X-Background-Refresh': '1' } };

/** The content this instance serves, publishes waiting for the remote, commits held back. */
export const fetchContentStatus = () => request(endpoints.contentStatus, {}, onTimer);

/** Where the publish under way on the site is (null: none is). */
export const fetchPublishProgress = async () =>
  (await request(endpoints.publishProgress, {})).progress;

/** The changes still open and those finished in the last 30 days, newest first. */
export const fetchChanges = async () => (await request(endpoints.changes, {}, onTimer)).changes;

/** One change with the page it publishes and the page as published now (for comparing). */
export const fetchChange = (id: number) => request(endpoints.change, { query: { id: String(id) } });

/**
 * Asks for a page change: published at `publishAt` (the site's wall clock), and on a site that
 * reviews, once another editor approves it. The page's draft goes into the change.
 */
export const requestChange = (input: Marked<ChangeInput>) =>
  request(endpoints.requestChange, { body: unmarked(input) });

/** A step on a change: a comment, approval, sending it back (with a comment) or cancelling. */
export const stepChange = (
  id: number,
  action: 'comment' | 'approve' | 'sendBack' | 'cancel',
  comment = '',
) => request(endpoints.stepChange, { body: { id, action, comment } });

/** Whether a model drafts pages from a brief here, and which. */
export const fetchBriefInfo = async () => (await request(endpoints.briefInfo, {})).provider;

/**
 * Drafts a new page from a brief: locally its file is written, on the site it is kept as a
 * draft. A refusal (the model's page never validated, the model failed) is an ApiError.
 */
export const draftFromBrief = (input: BriefInput) =>
  request(endpoints.draftFromBrief, { body: input });
