import type { Storage, User } from '../storage/types';

/**
 * Keeps a page that has no file yet (a new page, a duplicate, a page drafted from a brief) as its
 * first draft, in `editor`'s name: its revision, or the 409 answer when the file got a draft
 * meanwhile (another editor's new page on the same path), which is never overwritten.
 */
export async function saveNewPageDraft(
  storage: Storage,
  editor: User,
  draft: { file: string; page: unknown; drafted?: readonly string[] },
): Promise<{ revision: number } | { refused: { status: 409; body: { message: string } } }> {
  const saved = await storage.saveDraft({
    file: draft.file,
    content: draft.page,
    drafted: draft.drafted,
    baseVersion: null,
    revision: null,
    userId: editor.id,
    author: editor.username,
  });
  if ('saved' in saved) return { revision: saved.saved.revision };
  const author = saved.conflict?.author;
  const by = author ? ` by ${author}` : '';
  return {
    refused: {
      status: 409,
      body: {
        message: `A page at this address already has a draft${by}; open it from the page list`,
      },
    },
  };
}
