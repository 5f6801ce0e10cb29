import { rmSync } from 'node:fs';
import { HttpError } from '../http/http-error';
import { fileVersion, fileWords, type StudioFile } from './file-access';

/**
 * Deletes a page file if it is still the version the client saw. Only pages: public files and the
 * config are edited, never removed, from the studio.
 */
export function deletePage(file: StudioFile, version: string | null): { deleted: string } {
  if (file.kind !== 'page')
    throw new HttpError(403, `only page files can be deleted, not ${file.rel}`);
  // Synchronous from here on: no save can land between the version check and the removal.
  const current = fileVersion(file.abs);
  if (current === null)
    throw new HttpError(404, `${fileWords(file)} no longer exists: someone else deleted it`);
  if (version === null)
    throw new HttpError(400, `give the version of ${file.rel} you opened, e.g. &version=…`);
  if (version !== current)
    throw new HttpError(
      409,
      `${fileWords(file)} was changed by someone else since it was opened; reload it first`,
    );
  rmSync(file.abs);
  return { deleted: file.rel };
}
