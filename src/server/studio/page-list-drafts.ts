import type { Storage } from '../storage/types';
import { checkPage } from './check-page';
import { resolveStudioPath } from './file-access';
import { listPages, type PageSummary } from './page-list';

/**
 * The page list on the running site: a page with a draft counts the draft's problems, which are
 * what its next publish would meet, not those of the file visitors see (a marketer read "0"
 * beside a draft with three).
 */
export async function pagesWithDraftProblems(
  root: string,
  storage: Storage,
): Promise<PageSummary[]> {
  const drafts = new Map((await storage.listDrafts()).map((draft) => [draft.file, draft]));
  const pending = new Set((await storage.pendingUploadNames()).map((name) => `/images/${name}`));
  return listPages(root).map((page) => {
    const draft = drafts.get(page.file);
    const file = draft && resolveStudioPath(root, page.file);
    if (!draft || !file?.ok || file.file.kind !== 'page') return page;
    return { ...page, problems: checkPage(root, file.file, draft.content, pending).length };
  });
}
