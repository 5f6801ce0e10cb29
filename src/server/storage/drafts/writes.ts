import { z } from 'zod';
import type { Dialect } from '../dialect';
import { only, run, type WriteHandlers } from '../steps';
import { draftColumns } from './rows';

export const draftOps = [
  z.object({
    kind: z.literal('saveDraft'),
    file: z.string(),
    content: z.string(),
    baseVersion: z.string().nullable(),
    revision: z.number().nullable(),
    userId: z.number(),
    author: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('deleteDraft'), file: z.string(), revision: z.number().optional() }),
  z.object({
    kind: z.literal('discardDraft'),
    file: z.string(),
    revision: z.number(),
    userId: z.number(),
    by: z.string(),
    at: z.string(),
    /** Discarded drafts from before this are purged. */
    purgeBefore: z.string(),
  }),
  z.object({
    kind: z.literal('restoreDiscardedDraft'),
    id: z.number(),
    userId: z.number(),
    by: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('purgeDiscardedDrafts'), before: z.string() }),
  z.object({
    kind: z.literal('createPreviewLink'),
    tokenHash: z.string(),
    file: z.string(),
    revision: z.number(),
    userId: z.number(),
    createdBy: z.string(),
    at: z.string(),
    expiresAt: z.string(),
  }),
] as const;
type DraftOp = z.infer<(typeof draftOps)[number]>;

const revisionRow = z.object({ revision: z.number() });

/** The writes of drafts and preview links, in `d`'s SQL. */
export function draftWrites(d: Dialect): WriteHandlers<DraftOp> {
  const draftNow = `SELECT revision FROM drafts WHERE file = $1${d.forUpdate}`;
  const upsertDraft = `INSERT INTO drafts (file, content, base_version, revision, user_id, author,
      updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (file) DO UPDATE SET content = $2, base_version = $3, revision = $4,
      user_id = $5, author = $6, updated_at = $7
    RETURNING ${draftColumns.draft}`;
  return {
    *saveDraft(op) {
      // On PostgreSQL a concurrent save of the same draft waits here for the first to commit.
      const [row] = yield run(draftNow, op.file);
      const current = row === undefined ? null : revisionRow.parse(row).revision;
      if (current !== op.revision) return { conflict: true };
      const { file, content, baseVersion, userId, author, at } = op;
      const revision = (current ?? 0) + 1;
      const values = [file, content, baseVersion, revision, userId, author, at];
      return { saved: (yield run(upsertDraft, ...values))[0] };
    },
    *deleteDraft(op) {
      const sql = 'DELETE FROM drafts WHERE file = $1';
      const deleted =
        op.revision === undefined
          ? yield only(`${sql} RETURNING file`, op.file)
          : yield only(`${sql} AND revision = $2 RETURNING file`, op.file, op.revision);
      return deleted.length > 0;
    },
    *discardDraft(op) {
      const [row] = yield run(draftNow, op.file);
      if (row === undefined || revisionRow.parse(row).revision !== op.revision) return false;
      yield run(
        `INSERT INTO discarded_drafts (file, content, base_version, revision, user_id, author,
           updated_at, discarded_by_id, discarded_by, discarded_at)
         SELECT file, content, base_version, revision, user_id, author, updated_at, $2, $3, $4
         FROM drafts WHERE file = $1`,
        op.file,
        op.userId,
        op.by,
        op.at,
      );
      yield run('DELETE FROM drafts WHERE file = $1', op.file);
      yield run('DELETE FROM discarded_drafts WHERE discarded_at < $1', op.purgeBefore);
      return true;
    },
    *restoreDiscardedDraft(op) {
      const [kept] = yield run(
        `SELECT file FROM discarded_drafts WHERE id = $1${d.forUpdate}`,
        op.id,
      );
      if (kept === undefined) return { refused: 'missing' };
      // A draft saved since stays the page's draft: nobody's newer work is replaced.
      const restored = yield run(
        `INSERT INTO drafts (file, content, base_version, revision, user_id, author, updated_at)
         SELECT file, content, base_version, revision + 1, $2, $3, $4
         FROM discarded_drafts WHERE id = $1
         ON CONFLICT (file) DO NOTHING
         RETURNING ${draftColumns.draft}`,
        op.id,
        op.userId,
        op.by,
        op.at,
      );
      if (restored.length === 0) return { refused: 'conflict' };
      yield run('DELETE FROM discarded_drafts WHERE id = $1', op.id);
      return { saved: restored[0] };
    },
    *purgeDiscardedDrafts(op) {
      return (yield only(
        'DELETE FROM discarded_drafts WHERE discarded_at < $1 RETURNING id',
        op.before,
      )).length;
    },
    *createPreviewLink(op) {
      yield run('DELETE FROM preview_links WHERE expires_at <= $1', op.at);
      // The draft as it is at that revision is copied: later saves never show through.
      const made = yield run(
        `INSERT INTO preview_links (token_hash, file, revision, content, user_id, created_by,
           created_at, expires_at)
         SELECT $1, file, revision, content, $4, $5, $6, $7
         FROM drafts WHERE file = $2 AND revision = $3
         RETURNING token_hash`,
        op.tokenHash,
        op.file,
        op.revision,
        op.userId,
        op.createdBy,
        op.at,
        op.expiresAt,
      );
      return made.length > 0;
    },
  };
}
