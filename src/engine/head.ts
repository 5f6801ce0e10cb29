import type { AnyPage as Page } from '../schema/page';
import type { ClientSite as Site } from '../schema/site';
import { escapeHtml } from './escape-html';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: unknown };

/** The page's absolute URL, used as canonical and og:url. */
export function canonicalUrl(page: Page, site: Site): string {
  return page.canonical ?? `${site.url}${page.path === '/' ? '/' : encodeURI(page.path)}`;
}

/** Everything the page puts in <head>: title, meta, canonical, Open Graph, Twitter (decisions.md #16). */
export function headTags(page: Page, site: Site, structuredData: unknown[] = []): HeadTag[] {
  const url = canonicalUrl(page, site);
  const image = `${site.url}${(page.image ?? site.company.socialImage).src}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  return [
    { tag: 'title', text: page.title },
    meta('name', 'description', page.description),
    ...(page.keywords.length > 0 ? [meta('name', 'keywords', page.keywords.join(', '))] : []),
    meta('name', 'robots', page.robots),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.company.name),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...structuredData.map((json): HeadTag => ({ tag: 'script', json })),
  ];
}

/** Serialises head tags for the prerendered HTML; `data-head` marks them for client updates. */
export function renderHeadHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      if (t.tag === 'script') {
        // "<" is escaped so no string in the data can close the script element.
        return `<script type="application/ld+json" data-head>${JSON.stringify(t.json).replace(/</g, '\\u003c')}</script>`;
      }
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      return `<${t.tag}${attrs} data-head>`;
    })
    .join('\n    ');
}
