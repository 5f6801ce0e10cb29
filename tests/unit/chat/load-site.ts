import { checkProject } from '../../../src/app/project';
import { inProcessSchemaCheck } from '../../../src/app/project';
import type { SiteContent } from '../../../src/server/chat/content';

/** The real pages and site config, validated exactly as the build validates them. */
export function loadSiteContent(): SiteContent {
  const { problems, pages, site } = checkProject({
    root: process.cwd(),
    schemaCheck: inProcessSchemaCheck(),
  });
  if (!site || problems.length > 0) {
    const list = problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n');
    throw new Error(`the project does not validate:\n${list}`);
  }
  return { site, pages: pages.map((p) => p.page) };
}

/** The first link to a page of the site in a reply, e.g. "/vps-hosting". */
export function firstPageLink(reply: string): string | undefined {
  return /\]\((\/[^)\s]*)\)/.exec(reply)?.[1];
}
