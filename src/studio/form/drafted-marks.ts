import { z } from 'zod';

/**
 * The texts of a page drafted from a brief that no person has edited or accepted yet, kept in
 * this browser per page file, beside the page and never in it: the page file and the server's
 * draft hold only the page, so nothing published can carry a mark.
 */
const storageKey = (file: string) => `page-studio:drafted:${file}`;
const stored = z.array(z.string());

/** The drafted texts still to check for a page file (none when it was not drafted). */
export function loadDraftedTexts(file: string): string[] {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(storageKey(file)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Records the texts still to check (none: forgets the page's marks). */
export function saveDraftedTexts(file: string, texts: readonly string[]): void {
  try {
    if (texts.length === 0) localStorage.removeItem(storageKey(file));
    else localStorage.setItem(storageKey(file), JSON.stringify(texts));
  } catch {
    // A full or blocked storage loses only the marks, never the page.
  }
}
