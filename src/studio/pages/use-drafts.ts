import { useEffect, useState } from 'react';
import { fetchDrafts, type DraftInfo } from '../studio-api';
import { studioSession } from '../studio-session';
import { formatWhen } from '../when';

/** On the site, each page's draft on the server by file; undefined in the local studio. */
export function useDrafts(): ReadonlyMap<string, DraftInfo> | undefined {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, DraftInfo>>();
  useEffect(() => {
    let live = true;
    void studioSession().then(async (session) => {
      if (session.mode !== 'server') return;
      const found = await fetchDrafts().catch((): DraftInfo[] => []);
      if (live) setDrafts(new Map(found.map((draft) => [draft.file, draft])));
    });
    return () => {
      live = false;
    };
  }, []);
  return drafts;
}

/** How the page list names a draft: whose and since when. */
export const draftLabel = (draft: DraftInfo) =>
  `${draft.mine ? 'Yours' : draft.author}, ${formatWhen(draft.updatedAt)}`;
