import { createLucideIcon, type LucideIcon } from 'lucide-react';
import dynamicIconImports from 'lucide-react/dynamicIconImports';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNode, pageIconModule, pageIconNames } from '../../src/engine/tooling/page-icons';
import { lucideIcon } from '../../src/engine/lucide-icons';
import { iconNames } from '../../src/schema/icon-names';

const svg = (component: LucideIcon) => renderToStaticMarkup(createElement(component));

describe('page icons', () => {
  it('offers only icons that lucide-react publicly names', () => {
    const published = new Set(Object.keys(dynamicIconImports));
    expect(iconNames.filter((name) => !published.has(name))).toEqual([]);
  });

  it('rebuilds every icon a page may use exactly as lucide-react draws it', () => {
    for (const name of iconNames) {
      const original = lucideIcon(name);
      if (!original) throw new Error(`no export for ${name}`);
      const rebuilt = createLucideIcon(name, iconNode(name));
      // Same shapes; only the class names may differ (lucide adds the canonical name of an alias).
      const shapes = (markup: string) => markup.replace(/^<svg[^>]*>/, '');
      expect(shapes(svg(rebuilt)), name).toBe(shapes(svg(original)));
    }
  });

  it('gives a page only the icons it names, with their SVG shapes in the page chunk', () => {
    const page = {
      blocks: [
        {
          type: 'featureGrid',
          cards: [
            { title: 'A', icon: 'atom' },
            { title: 'B', icon: 'building-2' },
            { title: 'C', icon: 'atom' },
          ],
        },
      ],
    };
    expect(pageIconNames(page)).toEqual(['atom', 'building-2']);
    const code = pageIconModule(page);
    expect(code).toMatch(
      /^import \{ createLucideIcon \} from 'lucide-react';\nexport const icons = \{ "atom": createLucideIcon\("atom", \[\["circle",/,
    );
    expect(code).toContain('"building-2": createLucideIcon("building-2", [[');
    expect(code).not.toContain('"box"');
    expect(pageIconModule({ blocks: [] })).toBe('export const icons = {};\n');
  });

  it('refuses an icon lucide-react does not export', () => {
    expect(() => iconNode('no-such-icon')).toThrow('lucide-react has no icon "no-such-icon"');
  });
});
