import { z } from 'zod';
import { time } from '../rows';
import type { PendingUpload } from './types';

export const uploadColumns = `name, type, data, original_name, source, author, licence, user_id,
  uploaded_by, uploaded_at`;

const uploadRow = z.object({
  name: z.string(),
  type: z.string(),
  data: z.string(),
  original_name: z.string(),
  source: z.string(),
  author: z.string(),
  licence: z.string(),
  user_id: z.number().nullable(),
  uploaded_by: z.string(),
  uploaded_at: time,
});

export function toPendingUpload(row: unknown): PendingUpload {
  const r = uploadRow.parse(row);
  return {
    name: r.name,
    type: r.type,
    bytes: Buffer.from(r.data, 'base64'),
    originalName: r.original_name,
    credit: { source: r.source, author: r.author, licence: r.licence },
    userId: r.user_id,
    uploadedBy: r.uploaded_by,
    uploadedAt: r.uploaded_at,
  };
}
