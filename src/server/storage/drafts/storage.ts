import { z } from 'zod';
import type { Driver } from '../driver';
import { json } from '../rows';
import { readDraftContent, storedDraftContent } from './draft-marks';
import { draftColumns, toDiscardedDraft, toDraft } from './rows';
import { discardedDraftKeptDays, type DraftStorage } from './types';

const draftResult = z.object({
  saved: z.unknown().optional(),
  conflict: z.literal(true).optional(),
});
const restoreResult = z.object({
  saved: z.unknown().optional(),
  refused: z.enum(['conflict', 'missing']).optional(),
});
const previewLinkRow = z.object({ file: z.string(), content: json(z.unknown()) });

const sql = {
  drafts: `SELECT ${draftColumns.draft} FROM drafts ORDER BY updated_at DESC, file`,
  draft: `SELECT ${draftColumns.draft} FROM drafts WHERE file = $1`,
  discardedSince: `SELECT ${draftColumns.discardedDraft} FROM discarded_drafts
    WHERE discarded_at >= $1 ORDER BY discarded_at DESC, id DESC`,
  previewLink: `SELECT preview_links.file, preview_links.content FROM preview_links
    JOIN users ON users.id = preview_links.user_id AND users.editor = 1
    WHERE preview_links.token_hash = $1 AND preview_links.expires_at > $2`,
};

/** Drafts, discarded drafts and preview links, in the SQL both databases understand. */
export function draftStorage({ read, write }: Driver): DraftStorage {
  const first = async (statement: string, params: unknown[]) => (await read(statement, params))[0];
  return {
    async listDrafts() {
      return (await read(sql.drafts)).map(toDraft);
    },
    async getDraft(file) {
      const row = await first(sql.draft, [file]);
      return row === undefined ? undefined : toDraft(row);
    },
    async saveDraft(save) {
      const { drafted = [], ...rest } = save;
      const content = JSON.stringify(storedDraftContent(save.content, drafted));
      const at = new Date().toISOString();
      const result = draftResult.parse(await write({ kind: 'saveDraft', ...rest, content, at }));
      if (result.saved) return { saved: toDraft(result.saved) };
      const now = await first(sql.draft, [save.file]);
      return { conflict: now === undefined ? null : toDraft(now) };
    },
    async deleteDraft(file, revision) {
      return (await write({ kind: 'deleteDraft', file, revision })) === true;
    },
    async discardDraft(file, revision, by) {
      const at = new Date();
      const purgeBefore = new Date(at.getTime() - discardedDraftKeptDays * 86_400_000);
      const op = {
        kind: 'discardDraft' as const,
        file,
        revision,
        userId: by.userId,
        by: by.name,
        at: at.toISOString(),
        purgeBefore: purgeBefore.toISOString(),
      };
      return (await write(op)) === true;
    },
    async listDiscardedDrafts(since) {
      return (await read(sql.discardedSince, [since.toISOString()])).map(toDiscardedDraft);
    },
    async restoreDiscardedDraft(id, by) {
      const at = new Date().toISOString();
      const op = { kind: 'restoreDiscardedDraft' as const, id, userId: by.userId, by: by.name, at };
      const result = restoreResult.parse(await write(op));
      return result.refused ? { refused: result.refused } : { restored: toDraft(result.saved) };
    },
    async purgeDiscardedDrafts(before) {
      return z
        .number()
        .parse(await write({ kind: 'purgeDiscardedDrafts', before: before.toISOString() }));
    },
    async createPreviewLink(link) {
      const at = new Date().toISOString();
      const expiresAt = link.expiresAt.toISOString();
      return z.boolean().parse(await write({ kind: 'createPreviewLink', ...link, at, expiresAt }));
    },
    async findPreviewLink(tokenHash, now) {
      const row = await first(sql.previewLink, [tokenHash, now.toISOString()]);
      if (row === undefined) return undefined;
      const { file, content } = previewLinkRow.parse(row);
      // The copy is of the draft's column: the page, without its drafted marks.
      return { file, content: readDraftContent(content).content };
    },
  };
}
