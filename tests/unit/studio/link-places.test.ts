import { describe, expect, it } from 'vitest';
import { linkPlaces } from '../../../src/studio/pages/link-places';

const pages = [
  { file: 'pages/cloud.json', path: '/cloud', title: 'Cloud', problems: 0 },
  { file: 'pages/home.json', path: '/', title: 'Home', problems: 0 },
];

describe('where links to a page are, in a marketer’s words', () => {
  it('names the linking page by its address and block, and the menu or footer, never a file', () => {
    const places = linkPlaces(
      {
        pages: [
          { file: 'pages/cloud.json', label: 'See our plans', pointer: '/blocks/2/cta/href' },
        ],
        site: [
          { label: 'Careers', pointer: '/nav/1/items/0' },
          { label: 'Careers', pointer: '/footer/columns/0/links/3' },
          { label: 'Terms', pointer: '/footer/legal/0' },
        ],
      },
      pages,
    );
    expect(places).toEqual([
      '“See our plans” on /cloud, block 3',
      '“Careers” in the menu',
      '“Careers” in the footer',
      '“Terms” in the footer’s legal links',
    ]);
    expect(places.join(' ')).not.toMatch(/\.json|\/blocks\/|\/nav\//);
  });
});
