import type { ProviderConfig } from '../chat/provider';
import { briefBody, briefInfo } from '../studio/brief/brief-body';
import { draftPageFromBrief } from '../studio/brief/create-from-brief';
import { readJson } from '../studio/http';
import { saveNewPageDraft } from '../studio/new-page-draft';
import { isRecord } from '../../schema/is-record';
import type { Storage } from '../storage/types';
import type { DraftHandler } from './studio-drafts';

/**
 * "Draft a page from a brief" on the site: the page is kept as a draft in the database, like any
 * edit, and goes public only when an editor publishes it. Pages that are only drafts so far
 * keep their files and paths from a second brief.
 */
export function briefRoutes(options: {
  root: string;
  storage: Storage;
  provider: ProviderConfig | undefined;
}): Map<string, Partial<Record<string, DraftHandler>>> {
  const { root, storage, provider } = options;
  return new Map<string, Partial<Record<string, DraftHandler>>>([
    [
      '/api/brief',
      {
        GET: async () => ({ status: 200, body: briefInfo(provider) }),
        POST: async (req, _url, editor) => {
          const body = await readJson(req, briefBody);
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
      },
    ],
  ]);
}
