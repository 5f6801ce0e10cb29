import type { MediaItem } from '../studio-api';

/** A picture's address for this page load: after a replacement, one the browser has not kept. */
const replacedAt = new Map<string, number>();
export const markReplaced = (src: string) => replacedAt.set(src, Date.now());
export const mediaUrl = (src: string) => {
  const at = replacedAt.get(src);
  return at ? `${src}?v=${at}` : src;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** The pictures whose name or stored alt text holds every word typed (in any order, any case). */
export function searchMedia(items: readonly MediaItem[], query: string): MediaItem[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...items];
  return items.filter((item) => {
    const text = words(`${item.name} ${item.alt ?? ''}`).join(' ');
    return wanted.every((word) => text.includes(word));
  });
}
