import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchema } from '../../../src/blocks';
import { problemPlace } from '../../../src/studio/health/problem-place';
import { createBlockParser } from '../../../src/studio/preview/parse-block';

const site = { company: { name: 'Example Co', phones: [{ display: '+91 00000 00000' }] } };

const cta = (heading: string) => ({
  type: 'cta',
  heading,
  actions: [{ label: 'Write to us', opens: 'enquiry' }],
});

afterEach(() => vi.restoreAllMocks());

describe('the preview parses blocks', () => {
  it('parses an unchanged block object once and reuses its result', () => {
    const parse = createBlockParser(site);
    const spy = vi.spyOn(blockSchema, 'safeParse');
    const block = cta('Ready to start?');
    const first = parse(block);
    const again = parse(block);
    expect(again).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('parses a changed block again and shows the new text', () => {
    const parse = createBlockParser(site);
    const block = cta('Ready to start?');
    const before = parse(block);
    const edited = { ...block, heading: 'Ready to begin?' };
    const after = parse(edited);
    expect(after).not.toBe(before);
    expect(after.ok && after.block.type === 'cta' && after.block.heading).toBe('Ready to begin?');
    // The other block's result survives the edit.
    expect(parse(block)).toBe(before);
  });

  it('shows a picture left without alt text with the words the media library keeps for it', () => {
    const stored = (src: string) => (src === '/images/cloud.svg' ? { alt: 'A cloud' } : undefined);
    const parse = createBlockParser(site, stored);
    const withImage = (src: string) => ({
      type: 'mediaText',
      heading: 'Cloud',
      paragraphs: ['Hosted for you.'],
      image: { src, alt: '', width: 520, height: 400 },
    });
    const described = parse(withImage('/images/cloud.svg'));
    expect(described.ok && described.block.type === 'mediaText' && described.block.image.alt).toBe(
      'A cloud',
    );
    // Without it the empty alt text is the problem it is on the page.
    expect(parse(withImage('/images/servers.svg')).ok).toBe(false);
  });

  it('marks a broken block with its problems instead of throwing', () => {
    const parse = createBlockParser(site);
    const broken = parse({ type: 'cta', heading: 'No buttons', actions: [] });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.type).toBe('cta');
    expect(!broken.ok && broken.problems.some((p) => p.startsWith('Actions: '))).toBe(true);
    expect(parse({ type: 'no-such-block' }).ok).toBe(false);
    expect(parse(null).ok).toBe(false);
    expect(parse('text').ok).toBe(false);
  });

  it("words problems as the form does: field names, numbered from 1, the validator's sentence", () => {
    const parse = createBlockParser(site);
    const cards = ['One', 'Two', 'Three', ''].map((title) => ({ title, description: 'Text' }));
    const page = { blocks: [{ type: 'featureGrid', heading: 'Why us', cards }] };
    const broken = parse(page.blocks[0]);
    const place = problemPlace(page, '/blocks/0/cards/3/title').split(' › ').slice(1).join(' › ');
    expect(place).toBe('Cards › 4 › Title');
    expect(!broken.ok && broken.problems).toEqual([`${place}: must not be empty`]);
  });

  it('fills in company facts and leaves unknown placeholders as written', () => {
    const parse = createBlockParser(site);
    const known = parse(cta('Call {{company.name}} on {{ company.phones.0.display }}'));
    expect(known.ok && known.block.type === 'cta' && known.block.heading).toBe(
      'Call Example Co on +91 00000 00000',
    );
    const unknown = parse(cta('Welcome to {{company.nam}}'));
    expect(unknown.ok && unknown.block.type === 'cta' && unknown.block.heading).toBe(
      'Welcome to {{company.nam}}',
    );
  });

  it('does not change the editor’s block object', () => {
    const parse = createBlockParser(site);
    const block = cta('Call {{company.name}}');
    parse(block);
    expect(block.heading).toBe('Call {{company.name}}');
  });
});
