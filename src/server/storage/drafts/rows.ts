import { z } from 'zod';
import { json, time } from '../rows';
import { readDraftContent } from './draft-marks';
import type { DiscardedDraft, Draft } from './types';

export const draftColumns = {
  draft: 'file, content, base_version, revision, user_id, author, updated_at',
  discardedDraft: `id, file, content, base_version, revision, user_id, author, updated_at,
    discarded_by_id, discarded_by, discarded_at`,
};

const draftRow = z.object({
  file: z.string(),
  content: json(z.unknown()),
  base_version: z.string().nullable(),
  revision: z.number(),
  user_id: z.number().nullable(),
  author: z.string(),
  updated_at: time,
});

export function toDraft(row: unknown): Draft {
  const r = draftRow.parse(row);
  return {
    file: r.file,
    ...readDraftContent(r.content),
    baseVersion: r.base_version,
    revision: r.revision,
    userId: r.user_id,
    author: r.author,
    updatedAt: r.updated_at,
  };
}

const discardedRow = z.object({
  id: z.number(),
  discarded_by_id: z.number().nullable(),
  discarded_by: z.string(),
  discarded_at: time,
});

export function toDiscardedDraft(row: unknown): DiscardedDraft {
  const r = discardedRow.parse(row);
  return {
    ...toDraft(row),
    id: r.id,
    discardedBy: r.discarded_by,
    discardedById: r.discarded_by_id,
    discardedAt: r.discarded_at,
  };
}
