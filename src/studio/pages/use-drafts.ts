import { useEffect, useState } from 'react';
import { fetchDrafts, type DraftInfo } from '../studio-api';
import { studioSession } from '../studio-session';
import { formatWhen } from '../when';

/** A draft as the page list has it, with the site's time zone its time is shown in. */
export type ListedDraft = DraftInfo & { zone: string };

/** On the site, each page's draft on the server by file; undefined in the local studio. */
export function useDrafts(): ReadonlyMap<string, ListedDraft> | undefined {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, ListedDraft>>();
  useEffect(() => {
    let live = true;
    void studioSession().then(async (session) => {
      if (session.mode !== 'server') return;
      const found = await fetchDrafts().catch((): DraftInfo[] => []);
      const zone = session.publishing.timeZone;
      if (live) setDrafts(new Map(found.map((draft) => [draft.file, { ...draft, zone }])));
    });
    return () => {
      live = false;
    };
  }, []);
  return drafts;
}

/** How the page list names a draft: whose and since when. */
export const draftLabel = (draft: ListedDraft) =>
  `${draft.mine ? 'Yours' : draft.author}, ${formatWhen(draft.updatedAt, draft.zone)}`;
