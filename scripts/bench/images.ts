/**
 * `npm run bench:images`: image bytes per route of a build (DIST_DIR, default dist/; run
 * `npm run build` first), before and after build-time variants: the raster source files the pages
 * name, against the AVIF variant a browser picks from each <picture>'s srcset and sizes, for a
 * 375 px wide phone (device pixel ratio 2) and a 1280 px wide desktop (ratio 1). Counts every
 * raster image of the page, as after scrolling through it; SVGs are the same either way.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../dist-dir';

const viewports = [
  { name: '375 px', width: 375, ratio: 2 },
  { name: '1280 px', width: 1280, ratio: 1 },
];

/** The width `sizes` gives at a viewport width: its first matching (min-width) condition. */
function slotWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(',').map((p) => p.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(part);
    if (!match) continue;
    const [, min, size = '0', unit] = match;
    if (min && viewport < Number(min)) continue;
    return unit === 'vw' ? (Number(size) * viewport) / 100 : Number(size);
  }
  return viewport;
}

/** The candidate a browser takes: the narrowest at least as wide as needed, else the widest. */
function pick(srcset: string, needed: number): string {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url = '', w = '0w']) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= needed) ?? candidates.at(-1))?.url ?? '';
}

const out = distDir();
const client = join(out, 'client');
const routes: unknown = JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8'));
if (!Array.isArray(routes)) throw new Error('routes.json is not a list');
const bytes = (file: string) => statSync(file).size;
const kb = (n: number) => (n / 1024).toFixed(1);
const rows: string[] = [];
for (const route of routes) {
  const { path, file } = route as { path: string; file: string };
  const html = readFileSync(join(client, file), 'utf8');
  const pictures = [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(
    (m) => m[1] ?? '',
  );
  if (pictures.length === 0) continue;
  let before = 0;
  const after = viewports.map(() => 0);
  for (const picture of pictures) {
    const src = /<img[^>]* src="([^"]+)"/.exec(picture)?.[1] ?? '';
    before += bytes(join(client, decodeURI(src)));
    const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture);
    if (!avif) continue;
    viewports.forEach((v, i) => {
      const needed = slotWidth(avif[2] ?? '', v.width) * v.ratio;
      after[i] = (after[i] ?? 0) + bytes(join(client, pick(avif[1] ?? '', needed)));
    });
  }
  rows.push(`| ${path} | ${pictures.length} | ${kb(before)} | ${after.map(kb).join(' | ')} |`);
}
console.log(
  [
    'Raster image bytes per route (KB): source files vs the AVIF variant chosen.',
    '',
    `| route | images | sources | ${viewports.map((v) => `AVIF at ${v.name}`).join(' | ')} |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
