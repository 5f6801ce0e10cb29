import type { FloorFigures } from './framework-floor';
import type { RunFigures } from './lighthouse-run';
import type { ScaleFigures } from './scale';

export const budgets = {
  performance: 0.99,
  otherCategories: 1,
  tbtMs: 50,
  /** TBT may exceed the page's own no-script floor by this much. */
  tbtOverFloorMs: 20,
  /** LCP may be this much slower than the page's own no-script floor. */
  lcpOverFloor: 1.05,
  cls: 0.01,
  jsBytes: 65 * 1024,
  htmlBytes: 14 * 1024,
};

export interface RouteFigures {
  /** The page as visitors get it. */
  page: RunFigures;
  /** The same page with every script blocked, measured in the same run: what JavaScript costs. */
  floor: RunFigures;
}

interface ReportInput {
  date: string;
  machine: string;
  lighthouse: string;
  runs: number;
  results: Map<string, RouteFigures>;
  floors: FloorFigures[];
  scale: ScaleFigures[];
  budgets: typeof budgets;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value: number) => `${Math.round(value)}`;

/** The benchmark's Markdown report: one row per route, each figure beside its no-script floor. */
export function renderReport({
  date,
  machine,
  lighthouse,
  runs,
  results,
  floors,
  scale,
  budgets: b,
}: ReportInput): string {
  const lines = [
    `Benchmark of ${date} on ${machine}; Lighthouse ${lighthouse} mobile emulation, median of ${runs} runs; in brackets the same page with every script blocked, measured in the same run. ✗ marks a missed target.`,
    '',
    '| route | perf | TBT ms | LCP ms | CLS | JS KB wire | a11y / BP / SEO | HTML KB wire |',
    '|---|---|---|---|---|---|---|---|',
  ];
  let missed = 0;
  const check = (ok: boolean) => {
    if (!ok) missed++;
    return ok ? '' : ' ✗';
  };
  for (const [route, { page: p, floor: f }] of results) {
    const others = [p.accessibility, p.bestPractices, p.seo];
    lines.push(
      [
        '',
        route,
        `${p.performance.toFixed(2)}${check(p.performance >= b.performance)} (${f.performance.toFixed(2)})`,
        `${ms(p.tbtMs)}${check(p.tbtMs <= b.tbtMs && p.tbtMs <= f.tbtMs + b.tbtOverFloorMs)} (${ms(f.tbtMs)})`,
        `${ms(p.lcpMs)}${check(p.lcpMs <= f.lcpMs * b.lcpOverFloor)} (${ms(f.lcpMs)})`,
        `${p.cls.toFixed(3)}${check(p.cls <= b.cls)} (${f.cls.toFixed(3)})`,
        `${kb(p.jsBytes)}${check(p.jsBytes <= b.jsBytes)}`,
        `${others.map((s) => s.toFixed(2)).join(' / ')}${check(others.every((s) => s >= b.otherCategories))}`,
        `${kb(p.htmlBytes)}${p.htmlBytes <= b.htmlBytes ? '' : ' (>14)'}`,
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  const firstLoad = Math.max(...[...results.values()].map((r) => r.page.jsBytes));
  lines.push(
    '',
    `Targets: perf ≥ ${b.performance}; TBT ≤ ${b.tbtMs} ms and ≤ floor + ${b.tbtOverFloorMs} ms; LCP ≤ ${b.lcpOverFloor} × floor; CLS ≤ ${b.cls}; first-load JS ≤ ${kb(b.jsBytes)} KB on the wire; a11y, best practices, SEO ${b.otherCategories.toFixed(2)}. Wire bytes are what the server sent (compressed body and headers) from the site's origin, without interaction.`,
    '',
    '| framework floor (same Vite settings) | KB brotli | KB gzip |',
    '|---|---|---|',
    ...floors.map((f) => `| ${f.name} | ${kb(f.brotliBytes)} | ${kb(f.gzipBytes)} |`),
    '',
    `The largest first-load JS above: ${kb(firstLoad)} KB on the wire.`,
  );
  if (scale.length > 0) {
    lines.push(
      '',
      '| pages | validate total s | validate ms/page | build total s | build ms/page |',
      '|---|---|---|---|---|',
    );
    for (const s of scale) {
      lines.push(
        `| ${s.pages} | ${(s.validateMs / 1000).toFixed(1)} | ${(s.validateMs / s.pages).toFixed(1)} | ${(s.buildMs / 1000).toFixed(1)} | ${(s.buildMs / s.pages).toFixed(1)} |`,
      );
    }
  }
  lines.push('', missed === 0 ? 'Every target holds.' : `${missed} target(s) missed.`);
  return `${lines.join('\n')}\n`;
}
