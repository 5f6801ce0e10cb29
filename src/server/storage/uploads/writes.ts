import { z } from 'zod';
import type { Dialect } from '../dialect';
import { only, run, type WriteHandlers } from '../steps';

export const uploadOps = [
  z.object({
    kind: z.literal('keepUpload'),
    name: z.string(),
    type: z.string(),
    data: z.string(),
    originalName: z.string(),
    source: z.string(),
    author: z.string(),
    licence: z.string(),
    userId: z.number().nullable(),
    uploadedBy: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('takeUploads'), names: z.array(z.string()) }),
  z.object({ kind: z.literal('purgeUploads'), before: z.string(), keep: z.array(z.string()) }),
] as const;
type UploadOp = z.infer<(typeof uploadOps)[number]>;

const nameRow = z.object({ name: z.string() });

/** The writes of pending uploads, in `d`'s SQL. */
export const uploadWrites = (d: Dialect): WriteHandlers<UploadOp> => ({
  *keepUpload(op) {
    // A concurrent upload of the same name waits here on PostgreSQL, then finds its row.
    const kept = yield run(
      `INSERT INTO pending_uploads (name, type, data, original_name, source, author, licence,
         user_id, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (name) DO NOTHING RETURNING name`,
      op.name,
      op.type,
      op.data,
      op.originalName,
      op.source,
      op.author,
      op.licence,
      op.userId,
      op.uploadedBy,
      op.at,
    );
    if (kept.length > 0) return 'kept';
    const [row] = yield run('SELECT data FROM pending_uploads WHERE name = $1', op.name);
    return z.object({ data: z.string() }).parse(row).data === op.data ? 'same' : 'other';
  },
  *takeUploads(op) {
    return (yield only(
      `DELETE FROM pending_uploads WHERE ${d.oneOf('name', '$1')} RETURNING name`,
      d.list(op.names),
    )).length;
  },
  *purgeUploads(op) {
    return (yield only(
      `DELETE FROM pending_uploads
       WHERE uploaded_at < $1 AND NOT (${d.oneOf('name', '$2')}) RETURNING name`,
      op.before,
      d.list(op.keep),
    )).map((row) => nameRow.parse(row).name);
  },
});
