import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaFileRel, mediaFileSchema, type MediaEntry } from '../../schema/media';

/** The alt text the media library keeps for a picture's address, if it keeps one. */
export type StoredAlt = (src: string) => MediaEntry | undefined;

/** The media library's alt texts as `root` holds them; none when the file is missing or invalid. */
export function readStoredAlt(root: string): { text: string; storedAlt: StoredAlt } {
  const abs = join(root, mediaFileRel);
  const text = existsSync(abs) ? readFileSync(abs, 'utf8') : '';
  let media: Record<string, MediaEntry> = {};
  try {
    const parsed = mediaFileSchema.safeParse(JSON.parse(text));
    if (parsed.success) media = parsed.data.media;
  } catch {
    // Not JSON: the studio's media library says so where it is edited.
  }
  return { text, storedAlt: (src) => Object.getOwnPropertyDescriptor(media, src)?.value };
}
