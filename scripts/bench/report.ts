import type { RunFigures } from './lighthouse-run';
import type { ScaleFigures } from './scale';

export const budgets = {
  performance: 0.98,
  otherCategories: 1,
  lcpRatio: 1.1,
  cls: 0.01,
  jsBytes: 120 * 1024,
  htmlBytes: 14 * 1024,
};

interface ReportInput {
  date: string;
  machine: string;
  runs: number;
  results: Map<string, RunFigures>;
  noJs: Map<string, RunFigures>;
  floor: number;
  scale: ScaleFigures[];
  budgets: typeof budgets;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** The benchmark's Markdown report: one row per route, budgets marked ✗ where missed. */
export function renderReport({
  date,
  machine,
  runs,
  results,
  noJs,
  floor,
  scale,
  budgets: b,
}: ReportInput): string {
  const lines = [
    `Benchmark of ${date} on ${machine}; Lighthouse mobile emulation, median of ${runs} runs. ✗ marks a missed budget.`,
    '',
    '| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB gz | CSS KB gz | HTML KB gz |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  let missed = 0;
  const check = (ok: boolean) => {
    if (!ok) missed++;
    return mark(ok);
  };
  for (const [route, r] of results) {
    lines.push(
      `| ${route} | ${r.performance.toFixed(2)}${check(r.performance >= b.performance)} | ${r.accessibility.toFixed(2)}${check(r.accessibility >= b.otherCategories)} | ${r.bestPractices.toFixed(2)}${check(r.bestPractices >= b.otherCategories)} | ${r.seo.toFixed(2)}${check(r.seo >= b.otherCategories)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)}${check(r.cls <= b.cls)} | ${kb(r.jsBytes)}${check(r.jsBytes <= b.jsBytes)} | ${kb(r.cssBytes)} | ${kb(r.htmlBytes)}${r.htmlBytes <= b.htmlBytes ? '' : ' (>14)'} |`,
    );
  }
  lines.push(
    '',
    '| no-JavaScript floor | LCP with JS ms | LCP without JS ms | ratio |',
    '|---|---|---|---|',
  );
  for (const [route, bare] of noJs) {
    const full = results.get(route);
    if (!full) continue;
    const ratio = full.lcpMs / bare.lcpMs;
    lines.push(
      `| ${route} | ${Math.round(full.lcpMs)} | ${Math.round(bare.lcpMs)} | ${ratio.toFixed(2)}${check(ratio <= b.lcpRatio)} |`,
    );
  }
  const firstLoad = Math.max(...[...results.values()].map((r) => r.jsBytes));
  lines.push(
    '',
    `Framework floor (React + react-dom + router + styled-components, same Vite settings): ${kb(floor)} KB gzip; the site's largest first-load JS: ${kb(firstLoad)} KB gzip (${(firstLoad / floor).toFixed(2)} × floor).`,
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
  lines.push('', missed === 0 ? 'Every budget holds.' : `${missed} budget(s) missed.`);
  return `${lines.join('\n')}\n`;
}
