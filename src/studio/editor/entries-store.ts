import { z } from 'zod';

// A menu and footer change not saved yet, kept per page file beside its draft (draft-store.ts)
// so a reload shows it still chosen, and still unsaved.
const stored = z.object({
  path: z.string(),
  label: z.string(),
  navMenu: z.string().nullable(),
  footerColumn: z.string().nullable(),
  navPosition: z.number().int().nonnegative().optional(),
  footerPosition: z.number().int().nonnegative().optional(),
  description: z.string().optional(),
  version: z.string(),
});

/** A change to where the menu and footer link to the page, saved with the page. */
export interface EntriesChange {
  /** The page's path as published, which the entries name. */
  path: string;
  label: string;
  navMenu: string | null;
  footerColumn: string | null;
  /** The place (from 0) of the page's link among the other items of the menu. */
  navPosition?: number;
  /** The place (from 0) of the page's link among the other links of the footer column. */
  footerPosition?: number;
  /** The line under the page's link in a dropdown ('' none); only where a dropdown shows one. */
  description?: string;
  /** The version of site.config.json the choices were made on. */
  version: string;
}

const storageKey = (file: string) => `page-studio:entries:${file}`;

/** The menu and footer change kept for `file`, if any. */
export function loadEntries(file: string): EntriesChange | undefined {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(storageKey(file)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the change for `file` (undefined: forgets it). A full storage only loses the keeping. */
export function keepEntries(file: string, change: EntriesChange | undefined) {
  try {
    if (change) localStorage.setItem(storageKey(file), JSON.stringify(change));
    else localStorage.removeItem(storageKey(file));
  } catch {
    // Private windows and a full storage refuse; the change is still held in the editor.
  }
}
