import type { ProviderConfig } from '../../chat/provider';
import { serializePage } from '../../../app/project';
import { resolveStudioPath } from '../file-access';
import { HttpError } from '../../http/http-error';
import { saveFile } from '../save-file';
import type { BriefRequest } from './create-from-brief';
import { draftPageFromBrief } from './create-from-brief';

/**
 * In the local studio a page from a brief is created as its file, as "New page" creates one
 * (the developer commits it); the answer carries the texts to mark as drafted.
 */
export async function createLocalFromBrief(
  root: string,
  body: BriefRequest,
  provider: ProviderConfig | undefined,
) {
  const drafted = await draftPageFromBrief(root, body, provider);
  if (drafted.status !== 200) return drafted;
  const resolved = resolveStudioPath(root, drafted.file);
  if (!resolved.ok) throw new HttpError(403, resolved.reason);
  const saved = saveFile(root, resolved.file, serializePage(drafted.page), null);
  if (saved.status === 409)
    return { status: 409, message: `${drafted.file} was created meanwhile; try again` };
  if (saved.status !== 200) return saved;
  const { page: _page, status: _status, ...rest } = drafted;
  return { status: 201, ...rest, version: saved.version };
}
