import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { checkPage, checkText } from '../studio/check-page';
import { pendingImages } from './studio-uploads';
import { deletePage } from '../studio/delete-page';
import { uncheckedRefusal, uncheckedTexts } from '../studio/drafted-marks';
import { fileVersion, fileWords, resolveStudioPath, type StudioFile } from '../studio/file-access';
import { HttpError } from '../http/http-error';
import type { StudioHandlers } from '../studio/api-routes';
import { failureMessage, newRequestId } from '../server-failure';
import { saveFile } from '../studio/save-file';
import { fromWallClock, wallClock } from '../studio/site-time';
import { serializeSiteConfig } from '../../app/project';
import { isRecord } from '../../schema/is-record';
import { defaultTimeZone, type Publishing } from '../../schema/publishing';
import type { ChangeRefusal, PageChange, Storage, User } from '../storage/types';
import { writePage, type Answer, type Publish } from './studio-drafts';

/** How long the instance that took a change holds it; after that another publishes it. */
export const publishLeaseMs = 5 * 60_000;
/** How often each instance looks for changes whose time has come. */
const pollMs = Number(process.env.SCHEDULE_POLL_MS ?? 2000);
/** How far ahead a change may be scheduled (decisions.md #75). */
const latestScheduleMs = 10 * 366 * 86_400_000;
/** How long finished changes stay in the studio's list. */
const listedDays = 30;

const refusals: Record<ChangeRefusal, (change?: PageChange) => Answer> = {
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

const stateWords: Record<PageChange['state'], string> = {
  review: 'waiting for review',
  sent_back: 'sent back',
  scheduled: 'scheduled',
  publishing: 'being published',
  published: 'published',
  failed: 'failed',
  cancelled: 'cancelled',
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
export function changeRoutes(options: {
  root: string;
  storage: Storage;
  publish: Publish;
  log: FastifyBaseLogger;
  /** The site config's publishing settings as they are now. */
  publishing: () => Publishing | undefined;
  /** Why a page may not be removed now (links still lead to it), as a delete is refused. */
  unpublishRefusal: (file: string) => Answer | undefined;
}) {
  const { root, storage, publish, log, unpublishRefusal } = options;
  const timeZone = () => options.publishing()?.timeZone ?? defaultTimeZone;
  const reviewRequired = () => options.publishing()?.review === true;

  /** The file a change is for: a page, or (a change of its menus and footer) the site config. */
  const changedFile = (requested: unknown): StudioFile => {
    const resolved = resolveStudioPath(root, requested);
    if (!resolved.ok) throw new HttpError(403, resolved.reason);
    if (resolved.file.kind === 'image')
      throw new HttpError(400, `${resolved.file.rel} is not a page file`);
    return resolved.file;
  };
  const pageFile = (requested: unknown): StudioFile => {
    const file = changedFile(requested);
    if (file.kind !== 'page') throw new HttpError(400, `${file.rel} is not a page file`);
    return file;
  };

  /** Why a change to `file` cannot be made now: it has one open already (one at a time). */
  const openChangeRefusal = async (file: StudioFile): Promise<Answer | undefined> => {
    const open = (await storage.listChanges(new Date())).find(
      (c) => c.file === file.rel && ['review', 'scheduled', 'publishing'].includes(c.state),
    );
    if (!open) return undefined;
    return {
      status: 409,
      body: {
        message: `${fileWords(file)} already has a change ${stateWords[open.state]} (by ${open.author}): cancel it first, or wait until it is published`,
      },
    };
  };

  /**
   * The page a change is for, as people name it (its path and title: the change's own, else the
   * published page's for a removal); null for a change of the menus and footer.
   */
  const changedPage = (change: PageChange): { path: string; title: string } | null => {
    if (change.file === 'site.config.json') return null;
    let page: unknown = change.content;
    if (!isRecord(page))
      try {
        page = publishedPage(changedFile(change.file));
      } catch {
        page = null;
      }
    if (!isRecord(page)) return null;
    return {
      path: typeof page.path === 'string' ? page.path : '',
      title: typeof page.title === 'string' ? page.title : '',
    };
  };

  /**
   * The page of a change listed without its content: a page not published yet is named by the
   * content the change publishes, read for it alone.
   */
  const listedPage = async (change: PageChange) => {
    const named = changedPage(change);
    if (named || change.action !== 'publish' || change.file === 'site.config.json') return named;
    const full = await storage.getChange(change.id);
    return full ? changedPage(full) : null;
  };

  /** A change as the studio shows it: its times also on the site's clock, its page named. */
  const view = (change: PageChange, editor: User, page = changedPage(change)) => {
    const zone = timeZone();
    const { claimedUntil: _held, authorEmail: _email, ...shown } = change;
    return {
      ...shown,
      page,
      mine: change.userId === editor.id,
      timeZone: zone,
      publishAtLocal: change.publishAt ? wallClock(new Date(change.publishAt), zone) : null,
    };
  };

  /** The page as it is published now (for the comparison a reviewer reads); null: none. */
  const publishedPage = (file: StudioFile): unknown => {
    if (!existsSync(file.abs)) return null;
    try {
      return JSON.parse(readFileSync(file.abs, 'utf8')) as unknown;
    } catch {
      return null;
    }
  };

  /**
   * Publishes a change this instance holds, through `publish`, and records how it ended. A
   * change found already live (an instance that published it died before recording so) ends as
   * published without a second commit.
   */
  async function publishChange(change: PageChange, by: { userId: number | null; actor: string }) {
    const heldUntil = change.claimedUntil;
    if (!heldUntil) return;
    const publisher = { username: change.author, email: change.authorEmail };
    const note =
      change.message.trim() ||
      `${change.action === 'publish' ? 'Update' : 'Remove'} ${change.file}`;
    const reviewed = change.events.find((e) => e.step === 'approved');
    const message = reviewed ? `${note} (approved by ${reviewed.actor})` : `${note} (scheduled)`;
    let answer: Answer;
    try {
      const file = changedFile(change.file);
      if (file.kind === 'site') {
        const config = z.record(z.string(), z.unknown()).parse(change.content);
        answer = await publish(publisher, message, async () => {
          if (isDeepStrictEqual(publishedPage(file), config))
            return { status: 200, body: { path: file.rel, version: fileVersion(file.abs) } };
          const { status, ...saved } = saveFile(
            root,
            file,
            serializeSiteConfig(config),
            change.baseVersion,
          );
          if (status === 409)
            return {
              status,
              body: {
                message: `${fileWords(file)} was changed by another publish after this change was made, so it was not published over it: make the change again on the menus as they are now.`,
              },
            };
          return { status, body: { path: file.rel, ...saved } };
        });
      } else if (change.action === 'publish') {
        const page = z.record(z.string(), z.unknown()).parse(change.content);
        answer = await publish(publisher, message, async () => {
          if (isDeepStrictEqual(publishedPage(file), page))
            return { status: 200, body: { path: file.rel, version: fileVersion(file.abs) } };
          const written = writePage(root, file, {
            page,
            baseVersion: change.baseVersion,
            redirectFrom: change.redirectFrom ?? undefined,
          });
          if (written.status === 409)
            return {
              status: 409,
              body: {
                message: `${fileWords(file)} was changed by another publish after this change was made, so it was not published over it: make the change again on the page as it is now.`,
              },
            };
          return written;
        });
      } else if (!existsSync(file.abs)) answer = { status: 200, body: { deleted: file.rel } };
      else
        answer =
          unpublishRefusal(file.rel) ??
          (await publish(publisher, message, async () => ({
            status: 200,
            body: deletePage(file, change.baseVersion ?? fileVersion(file.abs)),
          })));
    } catch (error) {
      if (error instanceof HttpError)
        answer = { status: error.status, body: { message: error.message } };
      else {
        // Editors read the change's outcome: they get the reference, the log has the error.
        const reference = newRequestId();
        log.error({ err: error, change: change.id, reference }, 'a page change failed');
        answer = { status: 500, body: { message: failureMessage(reference) } };
      }
    }
    const body = z
      .object({
        message: z.string().optional(),
        problems: z.array(z.unknown()).optional(),
        published: z.object({ commit: z.string().nullable() }).optional(),
      })
      .catch({})
      .parse(answer.body);
    const published = answer.status < 300;
    const outcome = published
      ? { commit: body.published?.commit ?? null }
      : {
          message: body.message ?? `The change could not be published (${answer.status})`,
          ...(body.problems ? { problems: body.problems } : {}),
        };
    const recorded = await storage.finishChange(change.id, heldUntil, {
      state: published ? 'published' : 'failed',
      outcome,
      ...by,
    });
    log.info({ change: change.id, file: change.file, published, recorded }, 'page change');
  }

  // One look for due changes at a time on this instance; the database keeps instances apart.
  let looking: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const publishDue = () =>
    (looking ??= (async () => {
      try {
        for (;;) {
          const now = new Date();
          const due = await storage.claimDueChange(now, new Date(now.getTime() + publishLeaseMs));
          if (!due) break;
          const approver = due.events.findLast((e) => e.step === 'approved');
          await publishChange(due, {
            userId: approver?.userId ?? due.userId,
            actor: approver?.actor ?? due.author,
          });
        }
      } catch (error) {
        log.error({ err: error }, 'could not look for scheduled page changes');
      } finally {
        looking = undefined;
      }
    })());

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

  const routes = {
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
      let publishAt: Date | null = null;
      if (body.publishAt !== undefined) {
        publishAt = fromWallClock(body.publishAt, zone) ?? null;
        if (!publishAt)
          throw new HttpError(
            400,
            `${body.publishAt} is not a date and time in ${zone} (give it as 2026-12-01T09:30)`,
          );
        if (publishAt.getTime() > Date.now() + latestScheduleMs)
          throw new HttpError(
            400,
            `${body.publishAt} is more than ten years ahead: choose a nearer date and time`,
          );
        if (publishAt.getTime() < Date.now() - 60_000)
          throw new HttpError(
            400,
            `${body.publishAt} (${zone}) has passed: choose a later time, or publish now`,
          );
      } else if (!review)
        throw new HttpError(400, 'give the date and time to publish at (publishAt)');
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

  return {
    routes,
    /**
     * Asks for review of site.config.json as `text` (the menus and footer an editor chose), made
     * on the file's `baseVersion`: checked now as a publish is, and again when it is published.
     */
    async requestSiteChange(
      editor: User,
      text: string,
      baseVersion: string,
      message: string,
    ): Promise<Answer> {
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
    /** Publishes what is due now, then looks again every few seconds. */
    start() {
      void publishDue();
      timer = setInterval(() => void publishDue(), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await looking;
    },
  };
}
