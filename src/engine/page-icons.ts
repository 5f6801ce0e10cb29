import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconNames } from '../ui/icon-names';
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
 * lucide's data for one icon (name, size, SVG nodes), read from the installed package. An alias
 * (e.g. "archive-restore") is a file re-exporting another icon; it is followed.
 */
async function iconData(name: string): Promise<unknown> {
  let file = name;
  for (let hops = 0; hops < 3; hops++) {
    const path = join(iconDir, `${file}.mjs`);
    const module: unknown = await import(pathToFileURL(path).href);
    const data =
      typeof module === 'object' && module !== null ? Reflect.get(module, '__iconData') : undefined;
    if (data) return data;
    const target = /from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(path, 'utf8'))?.[1];
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
export async function pageIconModule(page: unknown): Promise<string> {
  const names = pageIconNames(page);
  if (names.length === 0) return 'export const icons = {};\n';
  const entries = await Promise.all(
    names.map(
      async (name) =>
        `${JSON.stringify(name)}: createLucideIcon(${JSON.stringify(await iconData(name))})`,
    ),
  );
  return `import { createLucideIcon } from 'lucide-react';\nexport const icons = { ${entries.join(', ')} };\n`;
}
