/**
 * Copies technology and tool logos from maintained icon packages into public/logos/, so pages
 * reference real files and no logo is drawn by hand or hot-linked. `--check` fails when a
 * committed file differs from its package source.
 *
 *   npm run logos [-- --check]
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = (name: string) => join(process.cwd(), 'node_modules', name);

interface Source {
  from: string;
  fill?: string;
}

export function logoSvg({ from, fill }: Source): string {
  const [pkg, icon] = from.split(':');
  let svg: string;
  if (pkg === 'devicon')
    svg = readFileSync(join(packageDir('devicon'), 'icons', `${icon}.svg`), 'utf8');
  else if (pkg === 'simple-icons')
    svg = readFileSync(join(packageDir('simple-icons'), 'icons', `${icon}.svg`), 'utf8');
  else throw new Error(`unknown icon package in "${from}"`);
  svg = svg.replace(/<title>[^<]*<\/title>/, '').trim();
  // A single-colour icon is recoloured as a whole, e.g. white for the dark footer.
  if (fill) svg = svg.replace(/\sfill="[^"]*"/g, '').replace(/<svg /, `<svg fill="${fill}" `);
  // Intrinsic size keeps <img> boxes stable even without CSS.
  if (!/\swidth=/.test(svg.slice(0, svg.indexOf('>'))))
    svg = svg.replace(/<svg /, '<svg width="48" height="48" ');
  return `${svg}\n`;
}

const isSource = (value: unknown): value is Source =>
  typeof value === 'object' && value !== null && 'from' in value && typeof value.from === 'string';

export function logoSources(): Map<string, Source> {
  const parsed: unknown = JSON.parse(readFileSync('scripts/logo-sources.json', 'utf8'));
  const out = new Map<string, Source>();
  for (const [name, value] of Object.entries(parsed ?? {}))
    if (isSource(value)) out.set(name, value);
  return out;
}

if (process.argv[1]?.endsWith('sync-logos.ts')) {
  const check = process.argv.includes('--check');
  let bad = 0;
  for (const [name, source] of logoSources()) {
    const file = join('public/logos', `${name}.svg`);
    const svg = logoSvg(source);
    if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue;
    if (check) {
      console.error(`${file} differs from ${source.from}: run "npm run logos"`);
      bad++;
    } else {
      writeFileSync(file, svg);
      console.log(`wrote ${file} from ${source.from}`);
    }
  }
  process.exit(bad > 0 ? 1 : 0);
}
