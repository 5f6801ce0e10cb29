import { isDeepStrictEqual } from 'node:util';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import type { StudioAnswer } from '../studio/api-routes';
import { deletePage } from '../studio/delete-page';
import { fileVersion, fileWords } from '../studio/file-access';
import { saveFile } from '../studio/save-file';
import { failureMessage, newRequestId } from '../server-failure';
import { serializeSiteConfig } from '../../app/project';
import type { PageChange } from '../storage/types';
import type { ChangeOptions, ChangeViews } from './studio-change-views';
import { writePage, type CommitAuthor } from './studio-drafts';

/** How long the instance that took a change holds it; after that another publishes it. */
export const publishLeaseMs = 5 * 60_000;
/** How often each instance looks for changes whose time has come. */
const pollMs = Number(process.env.SCHEDULE_POLL_MS ?? 2000);
/**
 * Writes what a change holds through `publish`: the site config, a page (with the redirect from
 * its old path), or a page's removal. Refused when the file changed since the change was made.
 */
async function writeChange(
  { root, publish, unpublishRefusal }: ChangeOptions,
  { changedFile, publishedPage }: ChangeViews,
  change: PageChange,
  publisher: CommitAuthor,
  message: string,
): Promise<StudioAnswer> {
  const file = changedFile(change.file);
  if (file.kind === 'site') {
    const config = z.record(z.string(), z.unknown()).parse(change.content);
    return publish(publisher, message, async () => {
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
    return publish(publisher, message, async () => {
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
  } else if (!existsSync(file.abs)) return { status: 200, body: { deleted: file.rel } };
  return (
    unpublishRefusal(file.rel) ??
    (await publish(publisher, message, async () => ({
      status: 200,
      body: deletePage(file, change.baseVersion ?? fileVersion(file.abs)),
    })))
  );
}

/**
 * Publishes the page changes whose time has come (decisions.md #50): every instance looks every
 * few seconds and at start (a time missed while all were down is caught up then); the database
 * hands each change to one instance, which publishes it and records how it ended.
 */
export function changePublisher(options: ChangeOptions, views: ChangeViews) {
  const { storage, log } = options;
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
    let answer: StudioAnswer;
    try {
      answer = await writeChange(options, views, change, publisher, message);
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

  return {
    publishChange,
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
