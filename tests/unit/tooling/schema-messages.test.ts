import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inProcessSchemaCheck, patternMessages } from '../../../src/app/project';
import { schemaErrorsToMessages } from '../../../src/engine/validation/schema-problems';
import { zodIssuesToMessages } from '../../../src/engine/validation/zod-problems';
import { blockTypes } from '../../../src/blocks';
import { pageSchema } from '../../../src/app/page-schema';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { siteSchema } from '../../../src/app/site-schema';

const check = inProcessSchemaCheck();
const page = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  format: currentPageFormat,
  path: '/messages',
  title: 'Messages test page',
  description: 'A page used to check how validation problems are worded for marketers.',
  blocks,
  ...extra,
});
/** A valid carousel slide. */
const slide = {
  title: 'T',
  description: 'D',
  image: { src: '/images/servers.svg', alt: '', width: 1, height: 1 },
  link: { label: 'L', href: '/' },
};
const messages = (value: unknown) =>
  schemaErrorsToMessages(check('page', value, 'pages/messages.json'), patternMessages());

// No message may show validator jargon to a marketer.
const jargon =
  /must match|must NOT|schema|anyOf|oneOf|pattern "|\$ref|>=|<=|must be (integer|string|object|array)\b/;

describe('schema problems are written for marketers', () => {
  it.each([
    [
      'an unknown block type, listing the block types',
      [{ type: 'heroo', heading: 'x' }],
      {},
      '/blocks/0/type',
      `unknown block type "heroo" — did you mean "hero"? Block types: ${blockTypes.join(', ')}`,
    ],
    [
      'a block without a type, listing the block types',
      [{ heading: 'x' }],
      {},
      '/blocks/0',
      `missing required field "type". Block types: ${blockTypes.join(', ')}`,
    ],
    [
      'a robots value, listing the allowed values',
      [{ type: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }],
      { robots: 'index' },
      '/robots',
      'the text "index" is not allowed. Allowed values: "index, follow", "noindex, follow", "index, nofollow", "noindex, nofollow"',
    ],
    [
      'a dialog name inside a button union',
      [{ type: 'cta', heading: 'Go', actions: [{ label: 'Go', opens: 'chat' }] }],
      {},
      '/blocks/0/actions/0/opens',
      'the text "chat" is not allowed. Allowed values: "enquiry", "application", "getInTouch"',
    ],
    [
      'a button that is neither a link nor a dialog',
      [{ type: 'cta', heading: 'Go', actions: [{ label: 'Go' }] }],
      {},
      '/blocks/0/actions/0',
      'does not match any allowed form: expected an object with "label" and "href", or an object with "label" and "opens"',
    ],
    [
      'a link that breaks the href pattern, with the rule in words',
      [{ type: 'cta', heading: 'Go', actions: [{ label: 'Go', href: 'contact' }] }],
      {},
      '/blocks/0/actions/0/href',
      'must be an internal path starting with "/", an https:// URL, a tel: or a mailto: link (found "contact")',
    ],
    [
      'a date in another form',
      [{ type: 'legalSections', updated: '1 Nov 2026', sections: [{ title: 'Fees' }] }],
      {},
      '/blocks/0/updated',
      'must be a date like "2026-01-31" (found "1 Nov 2026")',
    ],
    [
      'an empty text',
      [{ type: 'faq', items: [{ question: '', answer: 'A.' }] }],
      {},
      '/blocks/0/items/0/question',
      'must not be empty',
    ],
    ['an empty list', [], {}, '/blocks', 'needs at least 1 item'],
    [
      'too many items',
      [
        {
          type: 'heroCarousel',
          slides: Array.from({ length: 9 }, () => slide),
        },
      ],
      {},
      '/blocks/0/slides',
      'allows at most 8 items (it has 9)',
    ],
    [
      'a number below its minimum',
      [
        {
          type: 'heroCarousel',
          intervalMs: 100,
          slides: [slide],
        },
      ],
      {},
      '/blocks/0/intervalMs',
      'must be at least 2000, found 100',
    ],
    [
      'a size that is not positive',
      [
        {
          type: 'hero',
          heading: 'H',
          image: { src: '/images/servers.svg', alt: '', width: 0, height: 1 },
        },
      ],
      {},
      '/blocks/0/image/width',
      'must be more than 0, found 0',
    ],
    [
      'a fraction where a whole number belongs',
      [
        {
          type: 'hero',
          heading: 'H',
          image: { src: '/images/servers.svg', alt: '', width: 1.5, height: 1 },
        },
      ],
      {},
      '/blocks/0/image/width',
      'expected a whole number, found number 1.5',
    ],
    [
      'a value of the wrong kind',
      [{ type: 'faq', items: [{ question: 7, answer: 'A.' }] }],
      {},
      '/blocks/0/items/0/question',
      'expected text in double quotes, found number 7',
    ],
    [
      'a number outside a set of literals',
      [{ type: 'featureGrid', columns: 5, cards: [{ title: 'T' }] }],
      {},
      '/blocks/0/columns',
      'number 5 is not allowed. Allowed values: 2, 3, 4',
    ],
    [
      'a misspelt field once, as the unknown field',
      [{ type: 'faq', items: [{ questoin: 'Q?', answer: 'A.' }] }],
      {},
      '/blocks/0/items/0/questoin',
      'unknown field "questoin" — did you mean "question"? Allowed fields: question, answer',
    ],
  ])('explains %s', (_name, blocks, extra, pointer, message) => {
    const found = messages(page(blocks, extra));
    expect(found).toHaveLength(1);
    expect(found[0]?.pointer).toBe(pointer);
    expect(found[0]?.message).toContain(message);
    expect(found[0]?.message).not.toMatch(jargon);
  });
});

describe('zod fallback problems are written for marketers', () => {
  const site: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));

  it('explains an e-mail address the JSON Schema check lets through', () => {
    const broken = structuredClone(site);
    if (typeof broken === 'object' && broken !== null && 'company' in broken) {
      Object.assign(Object(broken.company), { email: 'hello-at-aruvi' });
    }
    const result = siteSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const found = zodIssuesToMessages(result.error?.issues ?? [], broken);
    expect(found).toEqual([
      {
        pointer: '/company/email',
        message:
          'must be a valid e-mail address, e.g. "hello@example.com" (found "hello-at-aruvi")',
      },
    ]);
  });

  it('explains the chosen alternative of a union in zod issues too', () => {
    const value = page([{ type: 'cta', heading: 'Go', actions: [{ label: 'Go', opens: 'chat' }] }]);
    const result = pageSchema.safeParse(value);
    const found = zodIssuesToMessages(result.error?.issues ?? [], value);
    expect(found).toEqual([
      {
        pointer: '/blocks/0/actions/0/opens',
        message:
          'the text "chat" is not allowed. Allowed values: "enquiry", "application", "getInTouch"',
      },
    ]);
  });
});
