/** An editor's unpublished change to one content file (a page, or the site config). */
export interface Draft {
  /** The content file it changes: "pages/about.json" or "site.config.json". */
  file: string;
  /** What the editor has made of it so far (the studio's own shape). */
  content: unknown;
  /**
   * The texts of a page drafted from a brief that no person has edited or accepted yet (none for
   * a draft an editor made). Kept beside the content, never in it (decisions.md #54).
   */
  drafted: string[];
  /** The version of the file the editor started from; null for a page not yet published. */
  baseVersion: string | null;
  /** Counts the draft's saves: a save naming an older one is refused. */
  revision: number;
  userId: number | null;
  author: string;
  updatedAt: string;
}

/** A draft an editor discarded, kept a while so it can be brought back (decisions.md #71). */
export interface DiscardedDraft extends Draft {
  id: number;
  /** Who discarded it, and when. */
  discardedBy: string;
  discardedById: number | null;
  discardedAt: string;
}

/** How long a discarded draft is kept before it is purged for good. */
export const discardedDraftKeptDays = 7;

/** A draft's save: `revision` is the one the editor's copy was (null: there was none). */
export interface DraftSave {
  file: string;
  content: unknown;
  /** The texts still marked as drafted from a brief (default none). */
  drafted?: readonly string[];
  baseVersion: string | null;
  revision: number | null;
  userId: number;
  author: string;
}

export interface NewPreviewLink {
  tokenHash: string;
  file: string;
  /** The draft's revision the link is made for: all it ever shows. */
  revision: number;
  /** Its maker: the link ends when they lose the editor role. */
  userId: number;
  createdBy: string;
  expiresAt: Date;
}

/** Editors' drafts, the drafts they discarded and preview links. */
export interface DraftStorage {
  /** Every draft, newest first. */
  listDrafts(): Promise<Draft[]>;
  getDraft(file: string): Promise<Draft | undefined>;
  /**
   * Stores a draft if nobody saved the file's draft since `save.revision` (a new draft when it
   * is null and none exists); otherwise gives the draft as it now is (null: it was published or
   * discarded meanwhile), unchanged.
   */
  saveDraft(save: DraftSave): Promise<{ saved: Draft } | { conflict: Draft | null }>;
  /** Removes a file's draft (only at `revision`, when given); whether one was removed. */
  deleteDraft(file: string, revision?: number): Promise<boolean>;
  /**
   * Discards a file's draft at `revision`: it leaves the drafts but is kept, marked with who
   * discarded it and when, so it can be brought back; whether there was one at that revision.
   * Discarded drafts older than `discardedDraftKeptDays` are purged in the same write.
   */
  discardDraft(
    file: string,
    revision: number,
    by: { userId: number; name: string },
  ): Promise<boolean>;
  /** The drafts discarded at or after `since` (still kept), the newest first. */
  listDiscardedDrafts(since: Date): Promise<DiscardedDraft[]>;
  /**
   * Makes a discarded draft its file's draft again (saved by `by`, one revision after it), and
   * no longer discarded. `conflict`: the file has a draft now, which stays; `missing`: there is
   * no such discarded draft (purged, or brought back already).
   */
  restoreDiscardedDraft(
    id: number,
    by: { userId: number; name: string },
  ): Promise<{ restored: Draft } | { refused: 'conflict' | 'missing' }>;
  /** Removes the drafts discarded before `before`; how many. */
  purgeDiscardedDrafts(before: Date): Promise<number>;
  /**
   * Keeps a link to the file's draft as it is at `link.revision`; false when the draft is no
   * longer at that revision (saved again since, or gone).
   */
  createPreviewLink(link: NewPreviewLink): Promise<boolean>;
  /**
   * The page a preview link shows (its draft at the revision it was made for), if the link has
   * not expired at `now`, that draft is still the file's draft and its maker is still an editor.
   */
  findPreviewLink(
    tokenHash: string,
    now: Date,
  ): Promise<{ file: string; content: unknown } | undefined>;
}
