import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNames } from '../../schema/icon-names';
import { lucideIcon } from '../lucide-icons';
import { walkStrings } from '../validation/walk';

const known = new Set<string>(iconNames);

/** The icon names a page's data uses (every "icon" field). */
export function pageIconNames(page: unknown): string[] {
  const names = new Set<string>();
  walkStrings(page, (text, _pointer, key) => {
    if (key === 'icon' && known.has(text)) names.add(text);
  });
  return [...names].sort();
}

type IconNode = [tag: string, attributes: Record<string, string>][];

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => entities[e] ?? e);
const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const shape = /<([a-z]+)((?:\s[\w:-]+="[^"]*")*)\s*(?:\/>|><\/\1>)/g;

const cache = new Map<string, IconNode>();

/**
 * An icon's shapes in the form lucide's `createLucideIcon(name, node)` takes, read from the SVG
 * that lucide-react's exported component renders: only the package's public exports are used.
 * Lucide icons are flat lists of shapes; anything else is refused rather than guessed.
 */
export function iconNode(name: string): IconNode {
  const cached = cache.get(name);
  if (cached) return cached;
  const Icon = lucideIcon(name);
  if (!Icon) throw new Error(`lucide-react has no icon "${name}"`);
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(createElement(Icon)))?.[1];
  const node: IconNode = [];
  const rest = (inner ?? '').replace(shape, (_match, tag: string, attributes: string) => {
    const pairs = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)];
    // React wants a key on each shape it renders from a list.
    const props = Object.fromEntries(
      pairs.map(([, key = '', value = '']) => [camel(key), decode(value)]),
    );
    node.push([tag, { ...props, key: String(node.length) }]);
    return '';
  });
  if (node.length === 0 || rest.trim() !== '')
    throw new Error(`lucide-react icon "${name}" is not a flat list of shapes`);
  cache.set(name, node);
  return node;
}

/**
 * Module code giving a page exactly its icons as `icons`, by name. The SVG shapes are written into
 * the page's own chunk (a few hundred bytes per icon) rather than imported, so a page with twenty
 * icons makes one request, not twenty.
 */
export function pageIconModule(page: unknown): string {
  const names = pageIconNames(page);
  if (names.length === 0) return 'export const icons = {};\n';
  const entries = names.map(
    (name) =>
      `${JSON.stringify(name)}: createLucideIcon(${JSON.stringify(name)}, ${JSON.stringify(iconNode(name))})`,
  );
  return `import { createLucideIcon } from 'lucide-react';\nexport const icons = { ${entries.join(', ')} };\n`;
}
