import type { FastifyBaseLogger } from 'fastify';
import { dayMs, everyDay } from '../daily';
import { discardedDraftKeptDays, pendingUploadKeptDays, type Storage } from '../storage/types';

/** The address a page names a pending upload by. */
export const srcOf = (name: string) => `/images/${name}`;

/**
 * What an editor set aside is removed when its time is up, once a day, also when no one uploads
 * or discards anything: uploads no draft names after 30 days (decisions.md #74) and discarded
 * drafts after a week (#71). Gives the function that stops it.
 */
export function startWaitingPurges(storage: Storage, log: FastifyBaseLogger): () => void {
  return everyDay(
    async () => {
      const uploads = await purgeOldUploads(storage);
      const drafts = await storage.purgeDiscardedDrafts(
        new Date(Date.now() - discardedDraftKeptDays * dayMs),
      );
      if (uploads.length + drafts > 0)
        log.info(
          { uploads: uploads.length, drafts },
          'waiting uploads and discarded drafts purged',
        );
    },
    'purge of old uploads and discarded drafts',
    log,
  );
}

/**
 * Removes the uploads older than `pendingUploadKeptDays` that no draft or open page change names
 * (decisions.md #74); their names.
 */
export async function purgeOldUploads(storage: Storage, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - pendingUploadKeptDays * 86_400_000);
  const uploads = await storage.pendingUploads();
  if (!uploads.some((upload) => upload.uploadedAt < before.toISOString())) return [];
  const open = (await storage.listChanges(now)).filter((c) =>
    ['review', 'sent_back', 'scheduled', 'publishing'].includes(c.state),
  );
  const texts = [
    ...(await storage.listDrafts()).map((draft) => JSON.stringify(draft.content)),
    ...(await Promise.all(
      open.map(async (c) => JSON.stringify((await storage.getChange(c.id))?.content)),
    )),
  ];
  const keep = uploads
    .filter((upload) => texts.some((text) => text.includes(`"${srcOf(upload.name)}"`)))
    .map((upload) => upload.name);
  return storage.purgeUploads(before, keep);
}
