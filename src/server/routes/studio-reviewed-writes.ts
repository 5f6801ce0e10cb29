import { checkPage } from '../studio/check-page';
import { pendingImages } from './studio-uploads';
import { plannedCopy, plannedPage, type PlannedPage } from '../studio/create-page';
import { fileWords, resolveStudioPath } from '../studio/file-access';
import { HttpError } from '../http/http-error';
import { saveNewPageDraft } from '../studio/new-page-draft';
import { siteWithEntries } from '../studio/site-entries';
import { isRecord } from '../../schema/is-record';
import type { Storage, User } from '../storage/types';
import type { StudioAnswer, StudioHandlers } from '../studio/api-routes';

/**
 * The studio's writes that would go live at once, as the running site takes them: a new page and
 * a duplicate become the page's draft on every site (decisions.md #62), published by the page's
 * Publish, or once another editor approves its review request where the site reviews; and, on a
 * site that reviews only (decisions.md #61), a change of where the menu and footer link to a page
 * becomes a review request for site.config.json. Nothing of them is written to the content
 * folder here.
 */
export function reviewedWrites(options: {
  root: string;
  storage: Storage;
  /** Asks for review of site.config.json as `text`, made on `baseVersion` (studio-changes.ts). */
  requestSiteChange: (
    editor: User,
    text: string,
    baseVersion: string,
    message: string,
  ) => Promise<StudioAnswer>;
}) {
  const { root, storage, requestSiteChange } = options;
  const resolved = (rel: unknown) => {
    const found = resolveStudioPath(root, rel);
    if (!found.ok) throw new HttpError(403, found.reason);
    return found.file;
  };

  /** A planned new page kept as its draft, checked as a publish is (nothing public yet). */
  const asDraft = async (planned: PlannedPage, editor: User): Promise<StudioAnswer> => {
    if (planned.status !== 200) return { status: planned.status, body: planned };
    const file = resolved(planned.file);
    const page: unknown = JSON.parse(planned.text);
    if (!isRecord(page)) throw new HttpError(422, `${file.rel} would not hold a page object`);
    const problems = checkPage(root, file, page, await pendingImages(storage));
    if (problems.length > 0)
      return { status: 422, body: { message: `${fileWords(file)} would have problems`, problems } };
    const saved = await saveNewPageDraft(storage, editor, { file: file.rel, page });
    if ('refused' in saved) return saved.refused;
    return {
      status: 201,
      body: { file: file.rel, version: null, draft: true, revision: saved.revision },
    };
  };

  /** A new page and a duplicate, kept as drafts on every site. */
  const drafts = {
    createPage: async ({ body }, editor) => asDraft(plannedPage(root, body), editor),
    duplicatePage: async ({ body: { from, ...given } }, editor) =>
      asDraft(plannedCopy(root, resolved(from), given), editor),
  } satisfies StudioHandlers<User>;
  /** The menu and footer links, on a site that reviews. */
  const underReview = {
    saveSiteEntries: async ({ body: { version, ...change } }, editor) => {
      const edited = siteWithEntries(resolved('site.config.json'), change, version);
      if (edited.status !== 200) {
        const { status, ...body } = edited;
        return { status, body };
      }
      return requestSiteChange(
        editor,
        edited.text,
        version,
        `Menu and footer links to ${change.path}`,
      );
    },
  } satisfies StudioHandlers<User>;
  return { drafts, underReview };
}
