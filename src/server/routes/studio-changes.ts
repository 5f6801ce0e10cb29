import { existsSync } from 'node:fs';
import { z } from 'zod';
import { checkPage, checkText } from '../studio/check-page';
import { pendingImages } from './studio-uploads';
import { uncheckedRefusal, uncheckedTexts } from '../studio/drafted-marks';
import { fileVersion, fileWords } from '../studio/file-access';
import { HttpError } from '../http/http-error';
import type { StudioAnswer, StudioHandlers } from '../studio/api-routes';
import { fromWallClock } from '../site-time';
import type { ChangeRefusal, PageChange, User } from '../storage/types';
import { changePublisher, publishLeaseMs } from './studio-change-publisher';
import {
  changeViews,
  stateWords,
  type ChangeOptions,
  type ChangeViews,
} from './studio-change-views';

export { publishLeaseMs };

/** How far ahead a change may be scheduled (decisions.md #75). */
const latestScheduleMs = 10 * 366 * 86_400_000;
/** How long finished changes stay in the studio's list. */
const listedDays = 30;

const refusals: Record<ChangeRefusal, (change?: PageChange) => StudioAnswer> = {
  missing: () => ({ status: 404, body: { message: 'There is no such change.' } }),
  state: (change) => ({
    status: 409,
    body: {
      message: `This change is ${change ? stateWords[change.state] : 'gone'} now: reload the list.`,
    },
  }),
  own: () => ({
    status: 403,
    body: {
      message: 'You asked for this change: another editor reviews and approves it.',
    },
  }),
};

/**
 * Scheduled publishing and review in the studio on the site (decisions.md #50). A page change
 * (a page to publish, or to remove) is recorded in the database: it waits for another editor's
 * approval when the site requires review, and for its time when it has one. Every instance looks
 * for due changes every few seconds and at start (a time missed while all were down is caught up
 * then); the database hands each change to one instance, which publishes it through `publish`
 * (the same write, commit and re-render as the Publish button) and records how it ended. The
 * content is checked when the change is made and again when it is published: a change that no
 * longer validates, or whose page another publish changed meanwhile, fails with the problems and
 * is not published.
 */
export function changeRoutes(options: ChangeOptions) {
  const { root, storage } = options;
  const views = changeViews(options);
  const { changedFile, openChangeRefusal, view } = views;
  const publisher = changePublisher(options, views);
  return {
    routes: changeHandlers(options, views, publisher.publishChange),
    /**
     * Asks for review of site.config.json as `text` (the menus and footer an editor chose), made
     * on the file's `baseVersion`: checked now as a publish is, and again when it is published.
     */
    async requestSiteChange(
      editor: User,
      text: string,
      baseVersion: string,
      message: string,
    ): Promise<StudioAnswer> {
      const file = changedFile('site.config.json');
      const open = await openChangeRefusal(file);
      if (open) return open;
      const problems = checkText(root, file, text, await pendingImages(storage));
      if (problems.length > 0)
        return {
          status: 422,
          body: { message: `${fileWords(file)} would have problems: fix them first`, problems },
        };
      const change = await storage.createChange({
        file: file.rel,
        action: 'publish',
        content: z.record(z.string(), z.unknown()).parse(JSON.parse(text)),
        baseVersion,
        redirectFrom: null,
        message,
        publishAt: null,
        state: 'review',
        userId: editor.id,
        author: editor.username,
        authorEmail: editor.email,
      });
      return { status: 202, body: { review: view(change, editor) } };
    },
    start: publisher.start,
    stop: publisher.stop,
  };
}

/**
 * When a change asked for at `given` (the site's wall clock in `zone`) is published: refused
 * unless a real time, not past and at most ten years ahead; none (null) only where it waits for
 * review.
 */
function publishTime(given: string | undefined, zone: string, review: boolean): Date | null {
  if (given === undefined) {
    if (!review) throw new HttpError(400, 'give the date and time to publish at (publishAt)');
    return null;
  }
  const publishAt = fromWallClock(given, zone);
  if (!publishAt)
    throw new HttpError(
      400,
      `${given} is not a date and time in ${zone} (give it as 2026-12-01T09:30)`,
    );
  if (publishAt.getTime() > Date.now() + latestScheduleMs)
    throw new HttpError(
      400,
      `${given} is more than ten years ahead: choose a nearer date and time`,
    );
  if (publishAt.getTime() < Date.now() - 60_000)
    throw new HttpError(400, `${given} (${zone}) has passed: choose a later time, or publish now`);
  return publishAt;
}

/** The studio's endpoints of page changes: listed, asked for, read, and stepped on. */
function changeHandlers(
  { root, storage, unpublishRefusal }: ChangeOptions,
  views: ChangeViews,
  publishChange: ReturnType<typeof changePublisher>['publishChange'],
) {
  const { timeZone, reviewRequired, changedFile, pageFile, openChangeRefusal } = views;
  const { listedPage, view, publishedPage } = views;
  /** Puts a change's page back as the page's draft (if it has none), for its author to go on. */
  const backToDraft = async (change: PageChange) => {
    if (change.action !== 'publish' || change.userId === null || change.content === null) return;
    // Drafts are pages': a change of the menus goes back as the menu choice the editor makes again.
    if (changedFile(change.file).kind !== 'page') return;
    await storage.saveDraft({
      file: change.file,
      content: change.content,
      baseVersion: change.baseVersion,
      revision: null,
      userId: change.userId,
      author: change.author,
    });
  };

  return {
    changes: async (_call, editor) => {
      const since = new Date(Date.now() - listedDays * 86_400_000);
      const changes = await storage.listChanges(since);
      return {
        status: 200,
        body: {
          review: reviewRequired(),
          timeZone: timeZone(),
          changes: await Promise.all(
            changes.map(async (c) => view(c, editor, await listedPage(c))),
          ),
        },
      };
    },
    requestChange: async ({ body }, editor) => {
      const file = pageFile(body.file);
      const review = reviewRequired();
      const zone = timeZone();
      const publishAt = publishTime(body.publishAt, zone, review);
      if (fileVersion(file.abs) !== body.baseVersion)
        return {
          status: 409,
          body: {
            message: `${fileWords(file)} was published again since you opened it; reload it first`,
          },
        };
      const open = await openChangeRefusal(file);
      if (open) return open;
      const draft = await storage.getDraft(file.rel);
      let content: Record<string, unknown> | null = null;
      if (body.action === 'publish') {
        if (!body.page) throw new HttpError(400, 'give the page to publish (page)');
        if (body.revision !== undefined && (draft?.revision ?? null) !== body.revision)
          return {
            status: 409,
            body: {
              message: draft
                ? `${draft.author} changed this page's draft (${draft.updatedAt}) after you opened it`
                : "this page's draft was published or discarded after you opened it",
            },
          };
        // A change publishes by itself later: drafted texts nobody checked never go in one.
        const named = body.revision === undefined ? (draft?.revision ?? null) : body.revision;
        const unchecked = uncheckedTexts(draft, named, body.page, body.drafted);
        if (unchecked.length > 0) return uncheckedRefusal(unchecked);
        // Checked now, and again when it is published.
        const problems = checkPage(root, file, body.page, await pendingImages(storage));
        if (problems.length > 0)
          return {
            status: 422,
            body: { message: `${fileWords(file)} has problems: fix them first`, problems },
          };
        content = body.page;
      } else {
        if (!existsSync(file.abs))
          throw new HttpError(404, `${fileWords(file)} no longer exists: someone else deleted it`);
        const refused = unpublishRefusal(file.rel);
        if (refused) return refused;
      }
      const change = await storage.createChange({
        file: file.rel,
        action: body.action,
        content,
        baseVersion: body.baseVersion,
        redirectFrom: body.redirectFrom ?? null,
        message: body.message?.trim() ?? '',
        publishAt,
        state: review ? 'review' : 'scheduled',
        userId: editor.id,
        author: editor.username,
        authorEmail: editor.email,
      });
      // The change holds the page now: the draft it was made from goes, as after a publish.
      if (body.action === 'publish' && draft && draft.revision === body.revision)
        await storage.deleteDraft(file.rel, draft.revision);
      return { status: 201, body: view(change, editor) };
    },
    change: async ({ query }, editor) => {
      const id = Number(query.id ?? null);
      const change = Number.isInteger(id) && id > 0 ? await storage.getChange(id) : undefined;
      if (!change) return refusals.missing();
      return {
        status: 200,
        body: {
          ...view(change, editor),
          published: publishedPage(changedFile(change.file)),
        },
      };
    },
    stepChange: async ({ body: { id, action, comment } }, editor) => {
      if ((action === 'comment' || action === 'sendBack') && !comment.trim())
        throw new HttpError(400, 'write a comment for the author');
      const now = Date.now();
      const result = await storage.actOnChange(id, {
        kind: action,
        userId: editor.id,
        actor: editor.username,
        comment: comment.trim(),
        leaseUntil: new Date(now + publishLeaseMs),
      });
      if ('refused' in result) return refusals[result.refused](result.change);
      let change = result.change;
      if (action === 'sendBack' || action === 'cancel') await backToDraft(change);
      if (change.state === 'publishing') {
        // Approved and due: published here and now, through the same publish.
        await publishChange(change, { userId: editor.id, actor: editor.username });
        change = (await storage.getChange(id)) ?? change;
      }
      return { status: 200, body: view(change, editor) };
    },
  } satisfies StudioHandlers<User>;
}
