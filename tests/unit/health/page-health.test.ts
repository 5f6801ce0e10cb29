import { describe, expect, it } from 'vitest';
import { healthCheckIds } from '../../../src/schema/page-health';
import { healthCheckWords } from '../../../src/studio/form/labels';
import { pageSchema, type Page } from '../../../src/app/page-schema';
import { siteDefinition } from '../../../src/app/site-definition';
import {
  contrastRatio,
  themeContrastFindings,
} from '../../../src/engine/validation/health/contrast';
import { pageHealth } from '../../../src/engine/validation/health/page-health';
import { healthErrors, siteHealth } from '../../../src/engine/validation/health/site-health';

const headings = new Map(siteDefinition.blocks.map((b) => [b.type, b.headingsOf]));
const context = {
  headingsOf: (block: { type: string }) => headings.get(block.type)?.(block) ?? [],
};

const hero = (heading: string) => ({
  type: 'hero',
  heading,
  text: 'What we offer, in a sentence.',
});
const grid = (heading?: string) => ({
  type: 'featureGrid',
  ...(heading ? { heading } : {}),
  cards: [{ title: 'Fast servers', description: 'Servers that answer quickly.' }],
});
const cta = (action: Record<string, unknown>) => ({
  type: 'cta',
  heading: 'Ready to start?',
  actions: [action],
});

/** A page that passes every check, with `changes` applied. */
function page(changes: Record<string, unknown> = {}): Page {
  return pageSchema.parse({
    format: 2,
    path: '/sample',
    title: 'A sample page of the site',
    description: 'A sample page that says what it offers in a sentence or two for searchers.',
    blocks: [hero('Sample services'), grid('Why choose us')],
    ...changes,
  });
}

const checksOf = (p: Page) => pageHealth(p, context).map((f) => [f.check, f.pointer]);

describe('page health: one page', () => {
  it('passes a page with one main heading, headings in order and clear buttons', () => {
    expect(pageHealth(page(), context)).toEqual([]);
  });

  it('finds a second main heading, at the second hero’s heading', () => {
    const twice = page({ blocks: [hero('One'), grid('Two'), hero('Three')] });
    expect(checksOf(twice)).toEqual([['one-h1', '/blocks/2/heading']]);
  });

  it('finds a page without a main heading', () => {
    expect(checksOf(page({ blocks: [grid('Only a section')] }))).toEqual([['one-h1', '/blocks']]);
  });

  it('finds a heading that skips a level, and not one that follows a section heading', () => {
    expect(checksOf(page({ blocks: [hero('Top'), grid()] }))).toEqual([
      ['heading-order', '/blocks/1/cards/0/title'],
    ]);
    expect(checksOf(page({ blocks: [hero('Top'), grid('Section')] }))).toEqual([]);
  });

  it('finds a “Click here” button, and not one with words for screen readers', () => {
    const vague = page({
      blocks: [hero('Top'), cta({ label: 'Click here', href: '/sample' })],
    });
    expect(checksOf(vague)).toEqual([['link-text', '/blocks/1/actions/0/label']]);
    const named = page({
      blocks: [
        hero('Top'),
        cta({ label: 'Click here', accessibleLabel: 'see our VPS plans', href: '/sample' }),
      ],
    });
    expect(checksOf(named)).toEqual([]);
    const vagueName = page({
      blocks: [
        hero('Top'),
        cta({ label: 'Read more…', accessibleLabel: 'more', opens: 'enquiry' }),
      ],
    });
    expect(checksOf(vagueName)).toEqual([['link-text', '/blocks/1/actions/0/label']]);
  });

  it('finds a description that repeats the title', () => {
    const same = page({ description: 'A sample page of the site' });
    expect(checksOf(same)).toEqual([['description-not-title', '/description']]);
  });
});

describe('page health: the whole site', () => {
  const at = (file: string, p: Page) => ({ file, page: p });
  const home = page({
    path: '/',
    title: 'The home page of the site',
    blocks: [hero('Home'), cta({ label: 'Samples', href: '/sample' })],
  });

  it('finds a title or description another page has, on each page that has it', () => {
    const copy = page({ path: '/copy', title: 'Another page of the site' });
    const found = siteHealth({
      pages: [
        at('pages/home.json', home),
        at('pages/sample.json', page()),
        at('pages/copy.json', copy),
      ],
      context,
      site: { file: 'site.config.json', value: { nav: [{ label: 'Copy', href: '/copy' }] } },
    });
    expect(found.map((f) => [f.file, f.check, f.pointer])).toEqual([
      ['pages/home.json', 'unique-description', '/description'],
      ['pages/sample.json', 'unique-description', '/description'],
      ['pages/copy.json', 'unique-description', '/description'],
    ]);
  });

  it('finds a page nothing links to, unless it is the home page, kept from search or an exception', () => {
    const lonely = page({
      path: '/lonely',
      title: 'A page no link reaches',
      description: 'Nothing on the site links to this page, so nobody finds it in time at all.',
    });
    const pages = (extra: Page) => [
      at(
        'pages/home.json',
        page({
          path: '/',
          title: 'The home page',
          description: 'The home page of the site, linking to the samples that the site offers.',
          blocks: [hero('Home'), cta({ label: 'Samples', href: '/sample' })],
        }),
      ),
      at('pages/sample.json', page()),
      at('pages/lonely.json', extra),
    ];
    const found = siteHealth({ pages: pages(lonely), context });
    expect(found.map((f) => [f.file, f.check])).toEqual([['pages/lonely.json', 'reachable']]);
    const unlisted = page({ ...lonely, robots: 'noindex, follow' });
    expect(siteHealth({ pages: pages(unlisted), context })).toEqual([]);
    const excepted = pageSchema.parse({
      ...lonely,
      healthExceptions: [{ check: 'reachable', reason: 'Only the campaign’s e-mail links here.' }],
    });
    expect(siteHealth({ pages: pages(excepted), context })).toEqual([]);
  });

  it('reads the checks the site config makes errors, ignoring unknown names', () => {
    expect([...healthErrors({ health: { errors: ['one-h1', 'nonsense'] } })]).toEqual(['one-h1']);
    expect([...healthErrors({})]).toEqual([]);
  });
});

describe('page health: the theme’s contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('finds a text colour too faint on its background, and passes one that is not', () => {
    expect(themeContrastFindings({ muted: '#999999', background: '#ffffff' })).toEqual([
      expect.objectContaining({ check: 'contrast', pointer: '/theme/colors/muted' }),
    ]);
    expect(themeContrastFindings({ muted: '#4a5568', background: '#ffffff' })).toEqual([]);
  });
});

describe('page health: in the editor’s words', () => {
  it('names every check in words, never by its id', () => {
    for (const id of healthCheckIds) expect(healthCheckWords[id], id).toMatch(/^[A-Z][^-]+$/);
  });
});
