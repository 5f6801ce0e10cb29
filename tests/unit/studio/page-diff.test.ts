import { describe, expect, it } from 'vitest';
import { pageDiff } from '../../../src/studio/changes/page-diff';

const hero = { type: 'hero', heading: 'Fast VPS', text: 'Servers in Chennai' };
const faq = { type: 'faq', items: [{ question: 'Backups?', answer: 'Daily' }] };
const cta = { type: 'cta', heading: 'Talk to us' };
const page = (blocks: unknown[], title = 'VPS Hosting') => ({ path: '/vps', title, blocks });

describe('a page version compared in block terms', () => {
  it('names the edited field of an edited block, numbered as the studio numbers them', () => {
    const after = page([{ ...hero, heading: 'Faster VPS' }, faq, cta]);
    expect(pageDiff(page([hero, faq, cta]), after)).toEqual({
      settings: [],
      blocks: [
        {
          kind: 'changed',
          type: 'hero',
          at: 1,
          fields: [{ path: ['heading'], before: 'Fast VPS', after: 'Faster VPS' }],
        },
      ],
    });
  });

  it('tells added, removed and moved blocks apart, and list items by number', () => {
    const editedFaq = { ...faq, items: [...faq.items, { question: 'Uptime?', answer: '99.9%' }] };
    const diff = pageDiff(page([hero, faq, cta]), page([cta, hero, editedFaq], 'VPS in Chennai'));
    expect(diff.settings).toEqual([
      { path: ['title'], before: 'VPS Hosting', after: 'VPS in Chennai' },
    ]);
    expect(diff.blocks).toEqual([
      { kind: 'moved', type: 'cta', from: 3, to: 1 },
      {
        kind: 'changed',
        type: 'faq',
        at: 3,
        fields: [
          {
            path: ['items', '2'],
            before: undefined,
            after: { question: 'Uptime?', answer: '99.9%' },
          },
        ],
      },
    ]);
    expect(pageDiff(page([hero, faq]), page([hero])).blocks).toEqual([
      { kind: 'removed', type: 'faq', at: 2 },
    ]);
    expect(pageDiff(page([hero]), page([hero, cta])).blocks).toEqual([
      { kind: 'added', type: 'cta', at: 2 },
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(pageDiff(page([hero, faq]), page([hero, faq]))).toEqual({ settings: [], blocks: [] });
  });
});
