import type { BlockHeading } from '../../block-definition';
import type { AnyPage } from '../../../schema/page';
import type { HealthFinding } from './finding';
import { imageDisplayFindings, type DisplayWidthContext } from './display-width';
import { isVagueLinkText } from './vague-link-text';

/**
 * What the checks of one page need of the site: the headings each block renders, and, for the
 * images' widths, the images each block shows and the files' widths (left out: not checked).
 */
export interface PageHealthContext extends Partial<DisplayWidthContext> {
  headingsOf: (block: { type: string }) => BlockHeading[];
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;

/** The page's headings in order, each pointed from the page. */
export function pageHeadings(page: AnyPage, context: PageHealthContext) {
  return page.blocks.flatMap((block, i) =>
    context.headingsOf(block).map((h) => ({ level: h.level, pointer: `/blocks/${i}${h.pointer}` })),
  );
}

/** One main heading (`h1`), and no level skipped after it (WCAG 2.2, 1.3.1 and 2.4.6). */
function headingFindings(page: AnyPage, context: PageHealthContext): HealthFinding[] {
  const headings = pageHeadings(page, context);
  const out: HealthFinding[] = [];
  const mains = headings.filter((h) => h.level === 1);
  if (mains.length === 0)
    out.push({
      check: 'one-h1',
      pointer: '/blocks',
      message:
        'This page has no main heading, which screen readers and search engines look for first: start it with a block that has one, such as a hero.',
    });
  const first = mains[0] && /^\/blocks\/(\d+)/.exec(mains[0].pointer)?.[1];
  for (const extra of mains.slice(1))
    out.push({
      check: 'one-h1',
      pointer: extra.pointer,
      message: `This is a second main heading (the page's first is in block ${Number(first) + 1}); a page has one, so people know what it is about: use another kind of block here, or remove this one.`,
    });
  // Without a main heading the outline is judged from level 1, so that is said only once.
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1)
      out.push({
        check: 'heading-order',
        pointer: heading.pointer,
        message:
          'This heading skips a level of the page’s outline, which screen readers offer as a table of contents: give this block (or the one above it) a section heading.',
      });
    previous = heading.level;
  }
  return out;
}

/** Buttons and links whose words mean nothing out of context, with no words for screen readers. */
function linkTextFindings(page: AnyPage): HealthFinding[] {
  const out: HealthFinding[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${pointer}/${i}`));
      return;
    }
    const object = record(value);
    if (!object) return;
    const { label, accessibleLabel } = object;
    const isLink = typeof object.href === 'string' || typeof object.opens === 'string';
    if (isLink && typeof label === 'string' && isVagueLinkText(label)) {
      const named = typeof accessibleLabel === 'string' && !isVagueLinkText(accessibleLabel);
      if (!named)
        out.push({
          check: 'link-text',
          pointer: `${pointer}/label`,
          message: `“${label}” does not say where it leads to someone who hears only the button: write what it does (“See VPS plans”), or fill in “Words for screen readers”.`,
        });
    }
    for (const [key, child] of Object.entries(object)) visit(child, `${pointer}/${key}`);
  };
  visit(page.blocks, '/blocks');
  return out;
}

/** A description that only repeats the title tells a searcher nothing more. */
function descriptionFindings(page: AnyPage): HealthFinding[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(page.title, page.description)) return [];
  return [
    {
      check: 'description-not-title',
      pointer: '/description',
      message:
        'The description repeats the title; search results show both, so say here what the page offers.',
    },
  ];
}

/**
 * The health of one page on its own: its headings, its buttons' words, its description and its
 * images' widths. The
 * checks across pages (unique titles, pages no link reaches) are `siteHealth`'s.
 */
export function pageHealth(page: AnyPage, context: PageHealthContext): HealthFinding[] {
  return [
    ...headingFindings(page, context),
    ...linkTextFindings(page),
    ...descriptionFindings(page),
    ...(context.imagesOf && context.fileWidth
      ? imageDisplayFindings(page, { imagesOf: context.imagesOf, fileWidth: context.fileWidth })
      : []),
  ];
}
