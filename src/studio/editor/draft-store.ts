import { z } from 'zod';
import type { History } from './history';
import type { StudioDoc } from './studio-doc';

/**
 * Unsaved edits and their undo history, kept in localStorage per file so a reload (or a crash of
 * the tab) loses nothing. Snapshots share unchanged blocks, so blocks are stored once in a pool
 * and snapshots refer to them by number: a long history stays about one page plus one block per
 * step.
 */
export interface Draft {
  file: string;
  /** The file's version when it was opened; a different version on disk means it changed since. */
  baseVersion: string | null;
  /** On the site: the revision of the server's draft these edits continue. */
  revision?: number | null;
  history: History<StudioDoc>;
}

const snapshot = z.object({
  page: z.record(z.string(), z.unknown()),
  blocks: z.array(z.number().int().nonnegative()).nullable(),
  keys: z.array(z.string()),
});
const stored = z.object({
  format: z.literal(1),
  file: z.string(),
  baseVersion: z.string().nullable(),
  revision: z.number().nullable().optional(),
  pool: z.array(z.unknown()),
  past: z.array(snapshot),
  present: snapshot,
  future: z.array(snapshot),
});
type Snapshot = z.infer<typeof snapshot>;

const storageKey = (file: string) => `page-studio:draft:${file}`;

/** The stored form of a draft. */
export function encodeDraft(draft: Draft): string {
  const ids = new Map<unknown, number>();
  const pool: unknown[] = [];
  const encode = (doc: StudioDoc): Snapshot => {
    const { blocks, ...rest } = doc.page;
    if (!Array.isArray(blocks)) return { page: doc.page, blocks: null, keys: [...doc.keys] };
    const refs = blocks.map((block: unknown) => {
      let id = ids.get(block);
      if (id === undefined) {
        id = pool.push(block) - 1;
        ids.set(block, id);
      }
      return id;
    });
    return { page: rest, blocks: refs, keys: [...doc.keys] };
  };
  const { history } = draft;
  return JSON.stringify({
    format: 1,
    file: draft.file,
    baseVersion: draft.baseVersion,
    revision: draft.revision ?? null,
    pool,
    past: history.past.map(encode),
    present: encode(history.present),
    future: history.future.map(encode),
  });
}

/** A draft read back, or undefined when the text is not a draft of this format. */
export function decodeDraft(text: string): Draft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = stored.safeParse(value);
  if (!parsed.success) return undefined;
  const { pool } = parsed.data;
  const decode = (s: Snapshot): StudioDoc => {
    if (s.blocks === null) return { page: s.page, keys: s.keys };
    // Rebuild the page with its keys in their original order, `blocks` where it was.
    return { page: { ...s.page, blocks: s.blocks.map((id) => pool[id]) }, keys: s.keys };
  };
  return {
    file: parsed.data.file,
    baseVersion: parsed.data.baseVersion,
    revision: parsed.data.revision ?? null,
    history: {
      past: parsed.data.past.map(decode),
      present: decode(parsed.data.present),
      future: parsed.data.future.map(decode),
    },
  };
}

/** The draft kept for a file, if any. */
export function loadDraft(file: string): Draft | undefined {
  const text = localStorage.getItem(storageKey(file));
  const draft = text === null ? undefined : decodeDraft(text);
  return draft?.file === file ? draft : undefined;
}

/** Keeps a draft; returns false when the browser refused (storage full). */
export function storeDraft(draft: Draft): boolean {
  try {
    localStorage.setItem(storageKey(draft.file), encodeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a file's draft (after saving or discarding). */
export function clearDraft(file: string): void {
  localStorage.removeItem(storageKey(file));
}
