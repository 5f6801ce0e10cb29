import { z } from 'zod';
import type { EntriesChange } from './use-studio-editor';

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
