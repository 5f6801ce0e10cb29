import { createHash } from 'node:crypto';

/**
 * The one script a prerendered page runs directly, inline. It starts the app (its modulepreloads
 * and entry module, listed on its own tag) once the page has loaded, so the first screen's text
 * and images get the bandwidth first and scripts follow; the prerendered HTML is complete and
 * usable meanwhile. Its text is the same on every page, so one hash admits it in the CSP.
 */
export const bootScript = `(function () {
  var tag = document.currentScript;
  function start() {
    var preload = (tag.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
`;

/** CSP source admitting the boot script, e.g. 'sha256-…'. */
export function bootScriptHash(): string {
  return `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
}

/**
 * Takes Vite's entry script and modulepreload tags out of the HTML template, returning the
 * template and what they pointed to, so the boot script can load them later.
 */
export function extractEntry(template: string): {
  template: string;
  entry: string;
  preloads: string[];
} {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const preloads: string[] = [];
  const stripped = template
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { template: stripped, entry: entry[1], preloads };
}

/** The boot tag for one page: its entry and every chunk it needs before hydrating. */
export function bootTag(entry: string, preloads: readonly string[]): string {
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script data-entry="${attr(entry)}" data-preload="${attr([...new Set(preloads)].join(' '))}">${bootScript}</script>`;
}
