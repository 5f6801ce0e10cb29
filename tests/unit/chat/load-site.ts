import { validatedContent } from '../../../src/app/project';
import type { SiteContent } from '../../../src/server/chat/content';

/** The real pages and site config, validated exactly as the build validates them. */
export const loadSiteContent = (): SiteContent => validatedContent(process.cwd());

/** The first link to a page of the site in a reply, e.g. "/vps-hosting". */
export function firstPageLink(reply: string): string | undefined {
  return /\]\((\/[^)\s]*)\)/.exec(reply)?.[1];
}
