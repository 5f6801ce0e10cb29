import { useEffect, useState } from 'react';
import { fetchSession, type StudioSession } from './studio-api';

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
