import { existsSync } from 'node:fs';
import { isRecord } from '../../src/schema/is-record';
import { chromiumArgs, systemChromium } from '../chromium';
import { lighthouseTool } from './lighthouse-tool';

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Bytes on the wire (compressed body and headers, as the server sent them) of what the page
   * loaded from its own origin without any interaction, by kind.
   */
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

const flags = ['--headless=new', ...chromiumArgs];

/** Debian's Chromium unless CHROMIUM_PATH names another. */
function chromiumPath(): string {
  const path = systemChromium();
  if (!existsSync(path))
    throw new Error(`no Chromium at ${path}: apt-get install chromium, or set CHROMIUM_PATH`);
  return path;
}

const score = (value: number | null | undefined) => value ?? 0;
const kinds = [
  ['Script', 'jsBytes'],
  ['Stylesheet', 'cssBytes'],
  ['Document', 'htmlBytes'],
] as const;

/** One Lighthouse run (mobile emulation, simulated throttling: Lighthouse's defaults). */
export async function lighthouseRun(
  url: string,
  options: { blockScripts?: boolean } = {},
): Promise<RunFigures> {
  const { lighthouse, launch } = await lighthouseTool();
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: flags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const details = lhr.audits['network-requests']?.details;
    const items: unknown[] = isRecord(details) && Array.isArray(details.items) ? details.items : [];
    const bytes = { jsBytes: 0, cssBytes: 0, htmlBytes: 0 };
    const origin = new URL(url).origin;
    for (const item of items) {
      if (!isRecord(item)) continue;
      const requestUrl = typeof item.url === 'string' ? item.url : '';
      const type: unknown = item.resourceType;
      const kind = kinds.find(([name]) => name === type)?.[1];
      // A blocked script is a failed request with nothing transferred.
      if (!kind || !requestUrl.startsWith(origin) || typeof item.transferSize !== 'number')
        continue;
      bytes[kind] += item.transferSize;
    }
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      ...bytes,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The median of each figure over `runs` Lighthouse runs. */
export async function medianRun(
  url: string,
  runs: number,
  options: { blockScripts?: boolean } = {},
): Promise<RunFigures> {
  const all: RunFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await withRetries(() => lighthouseRun(url, options)));
  const pick = (key: keyof RunFigures) => median(all.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    cssBytes: pick('cssBytes'),
    htmlBytes: pick('htmlBytes'),
  };
}
