import { z } from 'zod';
import { changeActions, changeStates, changeSteps } from '../page-change';
import { apiGroup, endpoint } from './endpoint';

/*
 * The studio's API: one contract for the routes that serve it (locally at /api, on the site at
 * /studio/api for editors) and the studio's calls. Written with zod, which the studio's bundle
 * has anyway; the site's bundle never imports this file.
 */

// ---- Pieces of requests

/** The marks an editor still sees (texts drafted from a brief not yet edited or accepted). */
export const draftedBody = z.array(z.string().max(10_000)).max(2000).optional();

// A place in a menu or column, counted from 0 among the list's other items.
const place = z.number().int().nonnegative().max(1000).optional();
export const siteEntriesBody = z.strictObject({
  path: z.string().startsWith('/'),
  label: z.string(),
  navMenu: z.string().nullable(),
  footerColumn: z.string().nullable(),
  navPosition: place,
  footerPosition: place,
  description: z.string().max(2000).optional(),
  version: z.string(),
});
export type SiteEntriesChange = z.infer<typeof siteEntriesBody>;

const putFileBody = z
  .strictObject({
    path: z.string(),
    text: z.string().optional(),
    page: z.unknown().optional(),
    baseVersion: z.string().nullable(),
  })
  .refine((b) => (b.text === undefined) !== (b.page === undefined), {
    message: 'send either "text" or "page"',
  });
const newPageBody = z.strictObject({
  template: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  file: z.string().optional(),
});
const duplicateBody = z.strictObject({
  from: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string().optional(),
  file: z.string().optional(),
});
const optionalText = z.string().max(4000).optional();
const briefBody = z.strictObject({
  about: z
    .string()
    .max(6000, 'the brief is longer than 6000 characters; keep it to what the page says')
    .refine((text) => text.trim().length > 0, 'write a few sentences about the page'),
  points: optionalText,
  questions: optionalText,
  action: z.string().max(300).optional(),
  /** "rules": draft without the model even when one is configured. */
  mode: z.enum(['auto', 'rules']).default('auto'),
});
export type BriefInput = z.input<typeof briefBody>;
const mediaAltBody = z.strictObject({
  src: z.string(),
  alt: z.string(),
  decorative: z.boolean().default(false),
});
const draftBody = z.strictObject({
  file: z.string(),
  page: z.record(z.string(), z.unknown()),
  baseVersion: z.string().nullable(),
  revision: z.number().int().positive().nullable(),
  drafted: draftedBody,
});
const publishBody = z.strictObject({
  file: z.string(),
  page: z.record(z.string(), z.unknown()),
  baseVersion: z.string().nullable(),
  /** The draft revision the editor's page is (null: no draft was saved). */
  revision: z.number().int().positive().nullable(),
  message: z.string().max(2000).optional(),
  /** The page's path before this change: it then redirects to the new one, for good. */
  redirectFrom: z.string().startsWith('/').optional(),
  /** Where the menu and footer link to the page (as the page was published), in the same publish. */
  entries: siteEntriesBody.optional(),
  drafted: draftedBody,
});
export type PublishInput = z.input<typeof publishBody>;
const changeBody = z.strictObject({
  file: z.string(),
  action: z.enum(changeActions),
  /** The page as it will be published (publish only). */
  page: z.record(z.string(), z.unknown()).optional(),
  /** The version of the file the editor opened (null: a page not published yet). */
  baseVersion: z.string().nullable(),
  /** The draft revision the editor's page is (null: none saved). */
  revision: z.number().int().positive().nullable().optional(),
  message: z.string().max(2000).optional(),
  redirectFrom: z.string().startsWith('/').optional(),
  /** The site's wall-clock time to publish at, `YYYY-MM-DDTHH:mm[:ss]`; none: once approved. */
  publishAt: z.string().optional(),
  drafted: draftedBody,
});
export type ChangeInput = z.input<typeof changeBody>;

/** Where an uploaded image comes from (asked with every upload; recorded with the image). */
const uploadQuery = z.object({
  name: z.string().optional(),
  source: z.string().optional(),
  author: z.string().optional(),
  licence: z.string().optional(),
});
/** A file of the content folder, by its path there. */
const fileQuery = z.object({ path: z.string().optional() });
/** A page file, by its path in the content folder. */
const pageFileQuery = z.object({ file: z.string().optional() });

// ---- Pieces of answers

export const problemSchema = z.object({
  file: z.string().optional(),
  line: z.number().optional(),
  col: z.number().optional(),
  pointer: z.string().default(''),
  message: z.string(),
  /** A page health warning (decisions.md #104): shown, but publishing goes ahead. */
  severity: z.literal('warning').optional(),
  /** The health check that found it. */
  check: z.string().optional(),
});
export type StudioProblem = z.infer<typeof problemSchema>;

export const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** What every refusal may carry beside its sentence. */
export const refusalSchema = z.object({
  message: z.string().optional(),
  problems: z.array(z.union([fieldProblemSchema, problemSchema])).optional(),
  version: z.string().nullable().optional(),
});

export const pageListSchema = z.object({
  pages: z.array(
    z.object({
      file: z.string(),
      path: z.string().nullable(),
      title: z.string().nullable(),
      problems: z.number(),
      /** Health warnings (decisions.md #104): worth fixing, publishing still works. */
      warnings: z.number().optional(),
      /** On the running site: views and enquiries of the last 30 days (decisions.md #100). */
      views: z.number().optional(),
      enquiries: z.number().optional(),
      /** The page as published tests a version of one of its blocks (decisions.md #103). */
      testing: z.boolean().optional(),
    }),
  ),
});
export type PageListEntry = z.infer<typeof pageListSchema>['pages'][number];

/** One thing the checks found in a page: at which field, and what to do (decisions.md #109). */
const healthFindingSchema = z.object({
  pointer: z.string(),
  message: z.string(),
  /** An error blocks publishing; a warning is worth fixing. */
  severity: z.enum(['error', 'warning']),
  /** The type of the block the field is in, so the place can be named in words. */
  blockType: z.string().optional(),
});
export const siteHealthSchema = z.object({
  /** Every page with a finding, as the page list orders them. */
  pages: z.array(
    z.object({
      file: z.string(),
      path: z.string().nullable(),
      title: z.string().nullable(),
      findings: z.array(healthFindingSchema),
    }),
  ),
  /** What the checks found in the site's settings (its colours): not tied to one page. */
  site: z.array(healthFindingSchema),
});
export type SiteHealthReport = z.infer<typeof siteHealthSchema>;

export const fileSchema = z.object({ path: z.string(), text: z.string(), version: z.string() });

/** A new page: its file, or (version null) its draft on a site that reviews before publishing. */
const created = z.object({ file: z.string(), version: z.string().nullable() });

const linksSchema = z.object({
  pages: z.array(z.object({ file: z.string(), pointer: z.string(), label: z.string() })),
  site: z.array(z.object({ pointer: z.string(), label: z.string() })),
});
export type PageLinks = z.infer<typeof linksSchema>;

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

const imageSchema = z.object({ src: z.string(), width: z.number(), height: z.number() });

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

const versionSchema = z.object({
  commit: z.string(),
  author: z.string(),
  email: z.string(),
  date: z.string(),
  message: z.string(),
});
export type PageVersion = z.infer<typeof versionSchema>;

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
/** What the site serves and what waits: the content remote's state (on the site only). */
export type ContentStatus = z.infer<typeof contentStatusSchema>;

const publishProgressSchema = z.object({
  progress: z
    .object({
      stage: z.enum(['checking', 'saving', 'rendering', 'sending']),
      pages: z.object({ done: z.number(), total: z.number() }).optional(),
    })
    .nullable(),
});
export type PublishProgress = NonNullable<z.infer<typeof publishProgressSchema>['progress']>;

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

const deleted = z.object({ deleted: z.string() });
const saved = z.object({ path: z.string(), version: z.string() });
const published = z.object({
  version: z.string(),
  /** `pending`: live on this server, not yet taken by the content remote (retried). */
  published: z.object({ commit: z.string().nullable(), pending: z.boolean() }).optional(),
});
const draftedPage = z.object({
  file: z.string(),
  generated: z.array(z.string()),
  source: z.enum(['model', 'rules']),
});

// ---- The endpoints

export const studioApi = apiGroup({
  title: 'Page studio (the local studio serves the same under `/api`)',
  base: '/studio/api',
  audience: 'editor',
  endpoints: {
    session: endpoint({
      method: 'GET',
      path: '/session',
      summary:
        'Where the studio runs (`local`, or `server` with the editor and the publishing rules).',
      responses: { 200: sessionSchema },
    }),
    pages: endpoint({
      method: 'GET',
      path: '/pages',
      summary:
        "Every page file with its path, title and problem count (on the site, a draft's problems in place of its file's).",
      responses: { 200: pageListSchema },
    }),
    siteHealth: endpoint({
      method: 'GET',
      path: '/site-health',
      summary:
        "Every problem and health warning of the site, by page, as `npm run validate` finds them (on the site, a draft's in place of its file's).",
      responses: { 200: siteHealthSchema },
    }),
    createPage: endpoint({
      method: 'POST',
      path: '/pages',
      summary:
        "A new page from a template, refused as `npm run new-page` refuses (on the site it becomes the page's draft).",
      body: newPageBody,
      responses: { 201: created },
    }),
    duplicatePage: endpoint({
      method: 'POST',
      path: '/pages/duplicate',
      summary: 'A copy of a page under a new path and title.',
      body: duplicateBody,
      responses: { 201: created },
    }),
    briefInfo: endpoint({
      method: 'GET',
      path: '/brief',
      summary: 'Whether a model drafts pages from a brief here, and which.',
      responses: { 200: z.object({ provider: z.object({ model: z.string() }).nullable() }) },
    }),
    draftFromBrief: endpoint({
      method: 'POST',
      path: '/brief',
      summary: 'A new page drafted from a brief (locally written, on the site kept as a draft).',
      body: briefBody,
      responses: { 201: draftedPage },
    }),
    templates: endpoint({
      method: 'GET',
      path: '/templates',
      summary: 'The templates a new page can start from.',
      responses: {
        200: z.object({
          templates: z.array(z.object({ name: z.string(), label: z.string(), help: z.string() })),
        }),
      },
    }),
    check: endpoint({
      method: 'POST',
      path: '/check',
      summary:
        'The problems a page would have if saved at `path`: the checks of `npm run validate`, its health warnings (`severity: "warning"`, which do not block publishing) after its errors.',
      body: z.strictObject({ path: z.string(), page: z.unknown() }),
      responses: { 200: z.object({ problems: z.array(problemSchema) }) },
    }),
    links: endpoint({
      method: 'GET',
      path: '/links',
      summary: 'Every page block and menu or footer entry that links to `path`.',
      query: z.object({ path: z.string().optional() }),
      responses: { 200: linksSchema },
    }),
    file: endpoint({
      method: 'GET',
      path: '/file',
      summary: "A content file's text and version.",
      query: fileQuery,
      responses: { 200: fileSchema },
    }),
    saveFile: endpoint({
      method: 'PUT',
      path: '/file',
      summary:
        'Saves a page or the site config (as `page` or `text`) if it is still at `baseVersion`; on a site that reviews, refused (409).',
      body: putFileBody,
      responses: { 200: saved },
    }),
    deleteFile: endpoint({
      method: 'DELETE',
      path: '/file',
      summary:
        'Deletes a page file still at `version`; on the site only once nothing links to it, or with `redirectTo`.',
      query: z.object({
        path: z.string().optional(),
        version: z.string().optional(),
        redirectTo: z.string().optional(),
      }),
      responses: { 200: deleted },
    }),
    siteEntries: endpoint({
      method: 'GET',
      path: '/site-entries',
      summary: 'Where the menus and footer link to the page at `path`, and where they could.',
      query: z.object({ path: z.string().optional() }),
      responses: { 200: siteEntriesSchema },
    }),
    saveSiteEntries: endpoint({
      method: 'PUT',
      path: '/site-entries',
      summary:
        'Puts a page in exactly one menu and one footer column (or none), at a place; on a site that reviews, a review request (202).',
      body: siteEntriesBody,
      responses: { 200: siteEntriesSchema, 202: z.object({ review: changeSchema }) },
    }),
    images: endpoint({
      method: 'GET',
      path: '/images',
      summary: 'Every image a page can pick.',
      responses: {
        200: z.object({ images: z.array(imageSchema.extend({ bytes: z.number().optional() })) }),
      },
    }),
    uploadImage: endpoint({
      method: 'POST',
      path: '/images',
      summary:
        'Uploads an image (its bytes, of its own type) with its name and where it comes from; the same bytes again answer 200.',
      query: uploadQuery,
      responses: { 200: imageSchema, 201: imageSchema },
    }),
    media: endpoint({
      method: 'GET',
      path: '/media',
      summary: 'The media library: every image and logo, its alt text and where it is shown.',
      responses: { 200: z.object({ media: z.array(mediaItemSchema) }) },
    }),
    saveMediaAlt: endpoint({
      method: 'PUT',
      path: '/media',
      summary:
        "Keeps a picture's alt text for every page that picks it; refused without one unless decorative.",
      body: mediaAltBody,
      responses: { 200: z.object({ src: z.string(), alt: z.string(), decorative: z.boolean() }) },
    }),
    replaceMedia: endpoint({
      method: 'POST',
      path: '/media/replace',
      summary:
        'New bytes for the picture at `src`, shown on every page that shows it; refused on a site that reviews.',
      query: uploadQuery.extend({ src: z.string().optional() }),
      responses: { 200: imageSchema },
    }),
    drafts: endpoint({
      method: 'GET',
      path: '/drafts',
      summary: "Every page's draft on the site: whose, since when (the site only).",
      responses: { 200: z.object({ drafts: z.array(draftInfo) }) },
    }),
    draft: endpoint({
      method: 'GET',
      path: '/draft',
      summary: "A page's draft (404: none).",
      query: pageFileQuery,
      responses: {
        200: draftInfo.extend({
          baseVersion: z.string().nullable(),
          page: z.record(z.string(), z.unknown()),
          /** Its texts drafted from a brief that nobody has edited or accepted yet. */
          drafted: z.array(z.string()).default([]),
        }),
      },
    }),
    saveDraft: endpoint({
      method: 'PUT',
      path: '/draft',
      summary:
        'Keeps the page as its draft; refused (409) when another editor saved it since `revision`.',
      body: draftBody,
      responses: { 200: draftInfo },
    }),
    discardDraft: endpoint({
      method: 'DELETE',
      path: '/draft',
      summary:
        "Throws a page's draft away (the `revision` the editor saw); it can be brought back for a day.",
      query: pageFileQuery.extend({ revision: z.string().optional() }),
      responses: { 200: deleted },
    }),
    discardedDrafts: endpoint({
      method: 'GET',
      path: '/drafts/discarded',
      summary:
        'The drafts discarded in the last day, the newest of each page that has no draft now.',
      responses: { 200: z.object({ discarded: z.array(discardedDraft) }) },
    }),
    restoreDraft: endpoint({
      method: 'POST',
      path: '/drafts/restore',
      summary:
        "Makes a discarded draft its page's draft again; refused (409) when the page has a newer one.",
      body: z.strictObject({ id: z.number().int().positive() }),
      responses: { 200: draftInfo },
    }),
    publish: endpoint({
      method: 'POST',
      path: '/publish',
      summary:
        "Publishes a page: written, committed in the editor's name and public at once; refused on a site that reviews.",
      body: publishBody,
      responses: { 200: published },
    }),
    contentStatus: endpoint({
      method: 'GET',
      path: '/content-status',
      summary:
        'The content this instance serves, publishes waiting for the content remote, commits held back.',
      responses: { 200: contentStatusSchema },
    }),
    publishProgress: endpoint({
      method: 'GET',
      path: '/publish/progress',
      summary: 'Where the publish under way is (null: none is).',
      responses: { 200: publishProgressSchema },
    }),
    history: endpoint({
      method: 'GET',
      path: '/history',
      summary: "A page's published versions, newest first.",
      query: pageFileQuery,
      responses: { 200: z.object({ versions: z.array(versionSchema) }) },
    }),
    version: endpoint({
      method: 'GET',
      path: '/version',
      summary: 'A page as one of its versions had it.',
      query: pageFileQuery.extend({ commit: z.string().optional() }),
      responses: { 200: z.object({ commit: z.string(), page: z.unknown() }) },
    }),
    previewLink: endpoint({
      method: 'POST',
      path: '/preview-links',
      summary:
        "A secret link showing the page's draft at `revision` to anyone who has it, for a week.",
      body: z.strictObject({
        file: z.string(),
        /** The draft revision the editor has in front of them (omitted: the draft as it is now). */
        revision: z.number().int().positive().optional(),
      }),
      responses: {
        201: z.object({ url: z.string(), expiresAt: z.string(), revision: z.number() }),
      },
    }),
    changes: endpoint({
      method: 'GET',
      path: '/changes',
      summary: 'The page changes still open and those finished in the last 30 days, newest first.',
      responses: {
        200: z.object({
          review: z.boolean(),
          timeZone: z.string(),
          changes: z.array(changeSchema),
        }),
      },
    }),
    requestChange: endpoint({
      method: 'POST',
      path: '/changes',
      summary:
        "Asks for a page change: published at `publishAt` (the site's clock), and where the site reviews, once another editor approves it.",
      body: changeBody,
      responses: { 201: changeSchema },
    }),
    change: endpoint({
      method: 'GET',
      path: '/change',
      summary: 'One change with the page it publishes and the page as published now.',
      query: z.object({ id: z.string().optional() }),
      responses: { 200: changeSchema.extend({ content: z.unknown(), published: z.unknown() }) },
    }),
    stepChange: endpoint({
      method: 'POST',
      path: '/change',
      summary:
        'A step on a change: a comment, approval, sending it back (with a comment) or cancelling.',
      body: z.strictObject({
        id: z.number().int().positive(),
        action: z.enum(['comment', 'approve', 'sendBack', 'cancel']),
        comment: z.string().max(2000).default(''),
      }),
      responses: { 200: changeSchema },
    }),
  },
});

export type StudioEndpoints = typeof studioApi.endpoints;
