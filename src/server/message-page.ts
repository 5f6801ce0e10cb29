import { escapeHtml } from '../engine/escape-html';

/**
 * A short page of its own (no script, no site chrome): a heading, a sentence and links, for an
 * answer that is not one of the site's pages (a refusal the visitor should read).
 */
export const messagePage = (
  siteName: string,
  heading: string,
  text: string,
  links: { href: string; text: string }[] = [],
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(heading)} · ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:1.5rem;overflow-wrap:anywhere}a{display:inline-block;min-height:44px;line-height:44px}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
${links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>\n`).join('')}<p><a href="/">Go to the site</a></p></main></body></html>
`;
