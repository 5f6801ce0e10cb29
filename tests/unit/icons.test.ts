import { describe, expect, it } from 'vitest';
import { pageIconModule, pageIconNames } from '../../src/engine/build/page-icons';
import { iconNames } from '../../src/ui/icon-names';

describe('page icons', () => {
  it('finds lucide data for every icon name a page may use', () => {
    const code = pageIconModule({ cards: iconNames.map((icon) => ({ icon })) });
    for (const name of iconNames)
      expect(code, name).toContain(`${JSON.stringify(name)}: createLucideIcon(`);
  });

  it('gives a page only the icons it names, with their SVG data in the page chunk', () => {
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
      /^import \{ createLucideIcon \} from 'lucide-react';\nexport const icons = \{ "atom": createLucideIcon\(\{"name":"atom",/,
    );
    expect(code).toContain('"building-2": createLucideIcon({"name":"building');
    expect(code).not.toContain('"box"');
    expect(pageIconModule({ blocks: [] })).toBe('export const icons = {};\n');
  });
});
