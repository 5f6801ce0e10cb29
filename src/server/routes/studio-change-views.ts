import { existsSync, readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/http-error';
import type { StudioAnswer } from '../studio/api-routes';
import { fileWords, resolveStudioPath, type StudioFile } from '../studio/file-access';
import { wallClock } from '../site-time';
import { isRecord } from '../../schema/is-record';
import { defaultTimeZone, type Publishing } from '../../schema/publishing';
import type { PageChange, Storage, User } from '../storage/types';
import type { Publish } from './studio-drafts';

/** What the site's page changes work with (routes/studio.ts gives it). */
export interface ChangeOptions {
  root: string;
  storage: Storage;
  publish: Publish;
  log: FastifyBaseLogger;
  /** The site config's publishing settings as they are now. */
  publishing: () => Publishing | undefined;
  /** Why a page may not be removed now (links still lead to it), as a delete is refused. */
  unpublishRefusal: (file: string) => StudioAnswer | undefined;
}

export const stateWords: Record<PageChange['state'], string> = {
  review: 'waiting for review',
  sent_back: 'sent back',
  scheduled: 'scheduled',
  publishing: 'being published',
  published: 'published',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * How page changes are named and shown (decisions.md #50): the file a change is for, its page by
 * path and title, its times on the site's clock, and why a new one cannot be made now.
 */
export function changeViews({ root, storage, publishing }: ChangeOptions) {
  const timeZone = () => publishing()?.timeZone ?? defaultTimeZone;
  const reviewRequired = () => publishing()?.review === true;

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
  const openChangeRefusal = async (file: StudioFile): Promise<StudioAnswer | undefined> => {
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

  return {
    timeZone,
    reviewRequired,
    changedFile,
    pageFile,
    openChangeRefusal,
    changedPage,
    listedPage,
    view,
    publishedPage,
  };
}

export type ChangeViews = ReturnType<typeof changeViews>;
