import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { iconNames } from '../../ui/icon-names';
import { walkStrings } from './validation/walk';

const known = new Set<string>(iconNames);

/** The icon names a page's data uses (every "icon" field). */
export function pageIconNames(page: unknown): string[] {
  const names = new Set<string>();
  walkStrings(page, (text, _pointer, key) => {
    if (key === 'icon' && known.has(text)) names.add(text);
  });
  return [...names].sort();
}

const iconDir = resolve('node_modules/lucide-react/dist/esm/icons');

/**
 * lucide's data for one icon (name, size, SVG nodes), read from the installed package's file. An
 * alias (e.g. "archive-restore") is a file re-exporting another icon; it is followed. The file is
 * read, not imported: plugin code may run where dynamic imports are no longer possible (Vite's
 * config runner).
 */
function iconData(name: string): unknown {
  let file = name;
  for (let hops = 0; hops < 3; hops++) {
    const text = readFileSync(join(iconDir, `${file}.mjs`), 'utf8');
    const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(text)?.[1];
    // An object literal from the package's own file, evaluated in an empty context.
    if (literal) return runInNewContext(`(${literal})`, {});
    const target = /from '\.\/([\w-]+)\.mjs'/.exec(text)?.[1];
    if (!target) break;
    file = target;
  }
  throw new Error(`lucide-react has no icon "${name}"`);
}

/**
 * Module code giving a page exactly its icons as `icons`, by name. The SVG data is written into
 * the page's own chunk (a few hundred bytes per icon) rather than imported, so a page with twenty
 * icons makes one request, not twenty.
 */
export function pageIconModule(page: unknown): string {
  const names = pageIconNames(page);
  if (names.length === 0) return 'export const icons = {};\n';
  const entries = names.map(
    (name) => `${JSON.stringify(name)}: createLucideIcon(${JSON.stringify(iconData(name))})`,
  );
  return `import { createLucideIcon } from 'lucide-react';\nexport const icons = { ${entries.join(', ')} };\n`;
}
