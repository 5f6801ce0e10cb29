import { analyticsReport } from '../analytics/report';
import { wallClock } from '../site-time';
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
  timeZone: string,
): Promise<PageSummary[]> {
  const drafts = new Map((await storage.listDrafts()).map((draft) => [draft.file, draft]));
  const counted = await lastDays(storage, timeZone, 30);
  const pending = new Set((await storage.pendingUploadNames()).map((name) => `/images/${name}`));
  return listPages(root).map((page) => {
    const { views = 0, enquiries = 0 } = (page.path && counted.get(page.path)) || {};
    const withCounts = { ...page, views, enquiries };
    const draft = drafts.get(page.file);
    const file = draft && resolveStudioPath(root, page.file);
    if (!draft || !file?.ok || file.file.kind !== 'page') return withCounts;
    return { ...withCounts, problems: checkPage(root, file.file, draft.content, pending).length };
  });
}

/** Each page's views and enquiries of the last `days` days, today included, by path. */
async function lastDays(storage: Storage, timeZone: string, days: number) {
  const now = new Date();
  const to = wallClock(now, timeZone).slice(0, 10);
  const from = wallClock(new Date(now.getTime() - (days - 1) * 86_400_000), timeZone).slice(0, 10);
  const report = await analyticsReport(storage, { from, to }, timeZone);
  return new Map(report.pages.map((page) => [page.path, page]));
}
