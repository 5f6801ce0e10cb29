import type { AnyPage as Page } from '../../schema/page';
import type { ClientSite as Site } from '../../schema/site';
import { escapeHtml } from '../escape-html';
import { canonicalUrl } from '../head';
import { notFoundPath } from '../paths';

/** Pages search engines may index: not the 404 page, not pages marked noindex. */
export function indexablePages(pages: readonly Page[]): Page[] {
  return pages.filter((p) => p.path !== notFoundPath && !p.robots.startsWith('noindex'));
}

/** sitemap.xml listing every indexable page by its canonical URL (decisions.md #16). */
export function sitemapXml(pages: readonly Page[], site: Site): string {
  const urls = indexablePages(pages)
    .map(
      (page) =>
        `  <url><loc>${escapeHtml(canonicalUrl(page, site))}</loc><priority>${page.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt allowing everything and pointing to the sitemap. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
