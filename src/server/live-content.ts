import type { PageImages } from '../engine/image-info';
import type { BuiltFile } from './built-file';
import type { SiteContent } from './chat/content';

/** What a new content changed in what is served. */
export interface ContentChange {
  /** Pages rendered from their new data since the build, with their images' info, by path. */
  rendered?: ReadonlyMap<string, PageImages>;
  /** A new build replaced the old one (the site config changed): every page is the build's. */
  rebuilt?: boolean;
  /** The files the update wrote, as they were written (so they need not be read back). */
  written?: ReadonlyMap<string, BuiltFile>;
}

/**
 * The content the server serves now: the build's at start, replaced when an editor publishes.
 * What is derived from it (the pages held in memory, the chat's index, the paths forms may name,
 * the renderer of pages answering form posts) is derived again by the listeners, so every
 * request sees either the old content or the new.
 */
export interface LiveContent {
  current(): SiteContent | undefined;
  replace(content: SiteContent, change?: ContentChange): void;
  /** Calls `listener` with each new content, in the order listeners were added. */
  onReplace(listener: (content: SiteContent, change: ContentChange) => void): void;
  /** The images' info of a page rendered since the build from new data (else undefined: the
   * build's server bundle has the page). */
  renderedSinceBuild(path: string): PageImages | undefined;
  /** How many builds have replaced the one the server started with. */
  builds(): number;
}

export function liveContent(initial: SiteContent | undefined): LiveContent {
  let content = initial;
  let builds = 0;
  const rendered = new Map<string, PageImages>();
  const listeners: ((content: SiteContent, change: ContentChange) => void)[] = [];
  return {
    current: () => content,
    replace(next, change = {}) {
      content = next;
      if (change.rebuilt) {
        builds += 1;
        rendered.clear();
      }
      for (const [path, images] of change.rendered ?? []) rendered.set(path, images);
      for (const listener of listeners) listener(next, change);
    },
    onReplace: (listener) => void listeners.push(listener),
    renderedSinceBuild: (path) => rendered.get(path),
    builds: () => builds,
  };
}
