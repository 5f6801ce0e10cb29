import type { PageLinks, PageListEntry } from '../studio-api';

/**
 * Where a link to a page is, in a marketer's words: the linking page by its address and the
 * block it is in, or the menu or footer. Never a file name or a place in the JSON.
 */
export function linkPlaces(links: PageLinks, pages: readonly PageListEntry[]): string[] {
  const pathOf = (file: string) => pages.find((p) => p.file === file)?.path ?? 'another page';
  const onPages = links.pages.map(({ file, label, pointer }) => {
    const block = /^\/blocks\/(\d+)/.exec(pointer)?.[1];
    const where = block === undefined ? '' : `, block ${Number(block) + 1}`;
    return `“${label}” on ${pathOf(file)}${where}`;
  });
  const inSite = links.site.map(({ label, pointer }) => {
    const where = pointer.startsWith('/nav')
      ? 'the menu'
      : pointer.startsWith('/footer/legal')
        ? 'the footer’s legal links'
        : 'the footer';
    return `“${label}” in ${where}`;
  });
  return [...onPages, ...inSite];
}
