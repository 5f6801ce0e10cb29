import { useEffect, useState } from 'react';
import { fetchSession, type StudioSession } from './studio-api';

/** How a replacement lands: published at once (the site), or written for the developer (local). */
export type ReplaceMode = 'publish' | 'local';

let asked: Promise<StudioSession> | undefined;

/** Where the studio runs, asked once per page load (a failed answer counts as local). */
export const studioSession = (): Promise<StudioSession> =>
  (asked ??= fetchSession().catch((): StudioSession => ({ mode: 'local' })));

/** The studio's session once known: on the site (drafts on the server, publish) or local. */
export function useStudioSession(): StudioSession | undefined {
  const [session, setSession] = useState<StudioSession>();
  useEffect(() => {
    let live = true;
    void studioSession().then((found) => live && setSession(found));
    return () => {
      live = false;
    };
  }, []);
  return session;
}

/** The site's time zone, which the studio shows every time in (undefined: the computer's own). */
export const siteZone = (session: StudioSession | undefined) =>
  session?.mode === 'server' ? session.publishing.timeZone : undefined;

/**
 * How the media library may replace a picture here: in the files (the local studio), as a
 * publish (on a site that publishes without review), or not at all (a site that reviews).
 */
export function useReplaceMode(): ReplaceMode | undefined {
  const session = useStudioSession();
  if (session?.mode === 'local') return 'local';
  return session?.mode === 'server' && !session.publishing.review ? 'publish' : undefined;
}
