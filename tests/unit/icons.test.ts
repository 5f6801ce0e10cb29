import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconExportName, pageIconModule, pageIconNames } from '../../src/engine/page-icons';
import { allIcons } from '../../src/ui/all-icons';
import { iconNames } from '../../src/ui/icon-names';

describe('page icons', () => {
  it('maps every icon name a page may use to its lucide-react component', () => {
    for (const name of iconNames) {
      expect(Reflect.get(lucide, iconExportName(name)), name).toBe(allIcons[name]);
    }
  });

  it('imports only the icons a page names', () => {
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
    expect(pageIconModule(page)).toBe(
      'import { Atom as I0, Building2 as I1 } from \'lucide-react\';\nexport const icons = { "atom": I0, "building-2": I1 };\n',
    );
    expect(pageIconModule({ blocks: [] })).toBe('export const icons = {};\n');
  });
});
