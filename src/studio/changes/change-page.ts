import site from 'virtual:site';
import { pageTitle } from '../page-title';
import type { PageChange } from '../studio-api';

/** The page a change is for, as people know it: "VPS hosting (/vps-hosting)", never its file. */
export function changePage(change: Pick<PageChange, 'page' | 'file'>): string {
  if (change.file === 'site.config.json') return 'The menus and footer';
  if (!change.page) return 'A page';
  const title = pageTitle(change.page.title, site).trim();
  return title ? `${title} (${change.page.path})` : change.page.path;
}
