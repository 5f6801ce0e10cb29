import { z } from 'zod';
import type { Driver } from '../driver';
import { toPendingUpload, uploadColumns } from './rows';
import type { UploadStorage } from './types';

const nameRow = z.object({ name: z.string() });

const sql = {
  upload: `SELECT ${uploadColumns} FROM pending_uploads WHERE name = $1`,
  uploadNames: 'SELECT name FROM pending_uploads ORDER BY name',
  uploads: `SELECT ${uploadColumns} FROM pending_uploads ORDER BY uploaded_at, name`,
};

/** Pending uploads, in the SQL both databases understand. */
export function uploadStorage({ read, write }: Driver): UploadStorage {
  return {
    async keepUpload({ credit, bytes, uploadedAt, ...rest }) {
      const data = bytes.toString('base64');
      const result = await write({ kind: 'keepUpload', ...rest, ...credit, data, at: uploadedAt });
      return z.enum(['kept', 'same', 'other']).parse(result);
    },
    async pendingUpload(name) {
      const [row] = await read(sql.upload, [name]);
      return row === undefined ? undefined : toPendingUpload(row);
    },
    async pendingUploads() {
      return (await read(sql.uploads)).map(toPendingUpload);
    },
    async pendingUploadNames() {
      return (await read(sql.uploadNames)).map((row) => nameRow.parse(row).name);
    },
    async takeUploads(names) {
      if (names.length === 0) return 0;
      return z.number().parse(await write({ kind: 'takeUploads', names: [...names] }));
    },
    async purgeUploads(before, keep) {
      const op = { kind: 'purgeUploads' as const, before: before.toISOString(), keep: [...keep] };
      return z.array(z.string()).parse(await write(op));
    },
  };
}
