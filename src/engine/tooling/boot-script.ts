import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape-html';

/**
 * Longest wait after `load` for a paint that may still be on its way to the screen: above the
 * 40-170 ms from `load` to that paint measured in Lighthouse runs on a busy 2-core machine.
 */
export const settleMs = 300;

/**
 * The one script a prerendered page runs directly, inline. It starts the app (its modulepreloads
 * and entry module, listed on its own tag) once the page has loaded and is on screen, so the
 * first screen's text and images get the bandwidth and the cores first and scripts follow; the
 * prerendered HTML is complete and usable meanwhile. Its text is the same on every page, so one
 * hash admits it in the CSP.
 *
 * `load` alone is too early: on a page with few images it fires just after the frame that first
 * shows the hero is committed, while that frame is still being rastered, so the loader and the
 * menus script were fetched and parsed beside that raster and finished before the largest
 * contentful paint. Lighthouse then counts them on the LCP's path and adds their simulated round
 * trips (1,040-1,200 ms against a 905 ms floor). So after `load` it waits until the browser
 * reports a largest contentful paint presented after `load`, or `settleMs` if none comes (the
 * largest content was already on screen). Browsers without that entry type start at `load`.
 */
export const bootScript = `(function () {
  var tag = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
  function afterPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) return start();
    var loaded = performance.now();
    var timer = setTimeout(go, ${settleMs});
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (entries[i].startTime >= loaded) return go();
    });
    function go() {
      observer.disconnect();
      clearTimeout(timer);
      start();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
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
  const preload = [...new Set(preloads)].join(' ');
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}">${bootScript}</script>`;
}
