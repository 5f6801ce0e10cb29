import type { Problem } from '../../engine/validation/problem';
import { analyticsReport } from '../analytics/report';
import { wallClock } from '../site-time';
import type { Storage } from '../storage/types';
import { checkPage } from './check-page';
import { resolveStudioPath } from './file-access';
import { listPages, type PageSummary } from './page-list';
import { siteHealthReport } from './site-health-report';

/**
 * Each drafted page's content and what its next publish would meet, errors and health warnings,
 * by its file: what the page list and the site's health show for it, not its file's.
 */
async function draftChecks(root: string, storage: Storage) {
  const pending = new Set((await storage.pendingUploadNames()).map((name) => `/images/${name}`));
  const checked = new Map<string, { content: unknown; found: Problem[] }>();
  for (const draft of await storage.listDrafts()) {
    const file = resolveStudioPath(root, draft.file);
    if (!file.ok || file.file.kind !== 'page') continue;
    const found = checkPage(root, file.file, draft.content, pending, { withWarnings: true });
    checked.set(draft.file, { content: draft.content, found });
  }
  return checked;
}

/**
 * The page list on the running site: a page with a draft counts the draft's problems (and health
 * warnings), which are what its next publish would meet, not those of the file visitors see (a
 * marketer read "0" beside a draft with three).
 */
export async function pagesWithDraftProblems(
  root: string,
  storage: Storage,
  timeZone: string,
): Promise<PageSummary[]> {
  const drafts = await draftChecks(root, storage);
  const counted = await lastDays(storage, timeZone, 30);
  return listPages(root).map((page) => {
    const { views = 0, enquiries = 0 } = (page.path && counted.get(page.path)) || {};
    const withCounts = { ...page, views, enquiries };
    const draft = drafts.get(page.file);
    if (!draft) return withCounts;
    const warnings = draft.found.filter((p) => p.severity === 'warning').length;
    return { ...withCounts, problems: draft.found.length - warnings, warnings };
  });
}

/** The site's health on the running site, each drafted page's findings in place of its file's. */
export async function siteHealthWithDrafts(root: string, storage: Storage) {
  return siteHealthReport(root, await draftChecks(root, storage));
}

/** Each page's views and enquiries of the last `days` days, today included, by path. */
async function lastDays(storage: Storage, timeZone: string, days: number) {
  const now = new Date();
  const to = wallClock(now, timeZone).slice(0, 10);
  const from = wallClock(new Date(now.getTime() - (days - 1) * 86_400_000), timeZone).slice(0, 10);
  const report = await analyticsReport(storage, { from, to }, timeZone);
  return new Map(report.pages.map((page) => [page.path, page]));
}
