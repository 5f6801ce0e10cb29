import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { wallClock } from '../site-time';
import type { DayHits, SeenVersion, Storage } from '../storage/types';
import type { PageView } from './page-views';
import { questionWords } from './questions';

/** Counts page views in memory and adds them to the database in batches. */
export interface PageCounter {
  /** Counts a view (see pageViewOf) at `at`. */
  count(view: PageView, at?: Date): void;
  /** Counts a question the chat assistant could not answer, by its words (questions.ts). */
  question(message: string, at?: Date): void;
  /**
   * The versions of experiments the visitor from `client` (page-views.ts's clientOf) was shown
   * today: those counted on this instance since its last flush and those in the database.
   */
  versionsSeen(client: string, at?: Date): Promise<SeenVersion[]>;
  /** Adds what was counted so far to the database. */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  stop(): Promise<void>;
}

/** A visitor of a day: the hash of the day's salt and the client's hash, cut short. */
const visitorHash = (salt: string, client: string) =>
  createHash('sha256').update(`${salt}\n${client}`).digest('base64url').slice(0, 22);

/** How often the counts go to the database: a crash loses at most this much of them. */
export const defaultFlushMs = 5_000;

/** What one day counted since the last flush. */
interface Pending {
  views: Map<string, { view: PageView; count: number }>;
  questions: Map<string, number>;
}

/**
 * Page views counted on the server (decisions.md #100): held in memory by day, path, visitor and
 * source, and added to the database every `flushMs` and when the server stops, so a request only
 * hashes and counts. A visitor is a hash of the day's random salt (the same on every instance,
 * kept in the database for that day only) and of the address and browser; only that is written,
 * and it is forgotten with the salt once the day is over in `timeZone`.
 */
export function pageCounter({
  storage,
  timeZone,
  flushMs = defaultFlushMs,
  log,
}: {
  storage: Storage;
  timeZone: string;
  flushMs?: number;
  log: FastifyBaseLogger;
}): PageCounter {
  let pending = new Map<string, Pending>();
  let forgottenBefore = '';
  let flushing = Promise.resolve();

  const write = async (batch: Map<string, Pending>) => {
    for (const [day, { views, questions }] of batch) {
      const salt = await storage.analyticsSalt(day, () => randomBytes(32).toString('base64url'));
      const hits: DayHits = {
        day,
        views: [],
        notFound: [],
        questions: [...questions].map(([question, count]) => ({ question, count })),
      };
      const visitors = new Map<string, string>();
      const visitorOf = (client: string) => {
        const known = visitors.get(client);
        if (known) return known;
        const visitor = visitorHash(salt, client);
        visitors.set(client, visitor);
        return visitor;
      };
      for (const { view, count } of views.values())
        if (view.status === 'notFound')
          hits.notFound.push({ path: view.path, referrer: view.referrer, count });
        else
          hits.views.push({
            path: view.path,
            visitor: visitorOf(view.client),
            source: view.source,
            campaign: view.campaign,
            count,
            ...(view.experiment ? { experiment: view.experiment } : {}),
          });
      await storage.countHits(hits);
    }
    // The days before the newest one counted are over: their salts and visitors go.
    const newest = [...batch.keys()].sort().at(-1);
    if (newest && newest > forgottenBefore) {
      await storage.forgetVisitors(newest);
      forgottenBefore = newest;
    }
  };

  const flush = () => {
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() =>
      batch.size === 0
        ? undefined
        : write(batch).catch((error: unknown) =>
            log.error({ err: error }, 'page views could not be counted: one batch is lost'),
          ),
    );
    return flushing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  // The day, worked out again at most once a second (a view a second late counts for its day).
  let known = { day: '', until: 0 };
  const dayAt = (at: Date) => {
    const ms = at.getTime();
    if (ms >= known.until || ms < known.until - 1000)
      known = { day: wallClock(at, timeZone).slice(0, 10), until: ms + 1000 };
    return known.day;
  };
  const today = (at: Date) => {
    const day = dayAt(at);
    let counted = pending.get(day);
    if (!counted) pending.set(day, (counted = { views: new Map(), questions: new Map() }));
    return counted;
  };

  return {
    count(view, at = new Date()) {
      const { views } = today(at);
      const tested = view.experiment ? `${view.experiment.id}\n${view.experiment.version}` : '';
      const key = `${view.status}\n${view.path}\n${view.client}\n${view.source}\n${view.campaign}\n${view.referrer}\n${tested}`;
      const counted = views.get(key);
      if (counted) counted.count += 1;
      else views.set(key, { view, count: 1 });
    },
    question(message, at = new Date()) {
      const words = questionWords(message);
      if (!words) return;
      const { questions } = today(at);
      questions.set(words, (questions.get(words) ?? 0) + 1);
    },
    async versionsSeen(client, at = new Date()) {
      const day = dayAt(at);
      // A flush under way holds views that are neither pending nor stored yet.
      await flushing;
      const seen = new Map<string, SeenVersion>();
      const note = (version: SeenVersion) =>
        seen.set(JSON.stringify([version.path, version.experiment]), version);
      const salt = await storage.analyticsSalt(day, () => randomBytes(32).toString('base64url'));
      for (const version of await storage.versionsSeen(day, visitorHash(salt, client)))
        note(version);
      // Shown since the last flush: newer than what the database holds.
      for (const { view } of pending.get(day)?.views.values() ?? [])
        if (view.client === client && view.experiment)
          note({
            path: view.path,
            experiment: view.experiment.id,
            version: view.experiment.version,
          });
      return [...seen.values()];
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
