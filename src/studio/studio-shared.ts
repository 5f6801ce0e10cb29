import { useOutletContext } from 'react-router-dom';
import type { PageListEntry } from './studio-api';

/** A page of the site as the link picker offers it. */
export interface SitePath {
  path: string;
  title: string;
}

/** What the studio's screens share: the site's pages, which the link picker offers. */
export interface StudioShared {
  onPages: (found: PageListEntry[]) => void;
  sitePaths: SitePath[];
}

/** The shared state, for a screen under the studio's route (StudioApp.tsx provides it). */
export const useStudioShared = () => useOutletContext<StudioShared>();
