import type { ProviderConfig } from '../chat/provider';
import { briefInfo } from '../studio/brief/brief-body';
import { draftPageFromBrief } from '../studio/brief/create-from-brief';
import { saveNewPageDraft } from '../studio/new-page-draft';
import { isRecord } from '../../schema/is-record';
import type { Storage, User } from '../storage/types';
import type { StudioHandlers } from '../studio/api-routes';

/**
 * "Draft a page from a brief" on the site: the page is kept as a draft in the database, like any
 * edit, and goes public only when an editor publishes it. Pages that are only drafts so far
 * keep their files and paths from a second brief.
 */
export function briefRoutes(options: {
  root: string;
  storage: Storage;
  provider: ProviderConfig | undefined;
}) {
  const { root, storage, provider } = options;
  return {
    briefInfo: async () => ({ status: 200, body: briefInfo(provider) }),
    draftFromBrief: async ({ body }, editor) => {
      const drafts = await storage.listDrafts();
      const paths: string[] = [];
      for (const d of drafts) {
        const draft = await storage.getDraft(d.file);
        if (isRecord(draft?.content) && typeof draft.content.path === 'string')
          paths.push(draft.content.path);
      }
      const reserved = { files: drafts.map((d) => d.file), paths };
      const drafted = await draftPageFromBrief(root, body, provider, { reserved });
      if (drafted.status !== 200) {
        const { status, ...rest } = drafted;
        return { status, body: rest };
      }
      // Its texts are marked for every editor until one edits or accepts each (decisions.md #54).
      const saved = await saveNewPageDraft(storage, editor, {
        file: drafted.file,
        page: drafted.page,
        drafted: drafted.generated,
      });
      if ('refused' in saved) return saved.refused;
      const { page: _page, status: _status, ...rest } = drafted;
      return { status: 201, body: { ...rest, revision: saved.revision } };
    },
  } satisfies StudioHandlers<User>;
}
