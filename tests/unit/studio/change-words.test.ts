import { describe, expect, it } from 'vitest';
import { diffWords, whenText } from '../../../src/studio/changes/change-words';
import { pageDiff } from '../../../src/studio/changes/page-diff';

const card = (title: string) => ({ title, text: `${title} in a sentence` });
const hero = { type: 'hero', heading: 'Fast VPS', text: 'Servers in Chennai' };
const grid = { type: 'featureGrid', heading: 'Why us', cards: [card('Speed'), card('Support')] };
const page = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  path: '/vps',
  title: 'VPS Hosting',
  blocks,
  ...extra,
});

describe('a comparison of two versions in words', () => {
  it('counts cards added to a block and names the block as the picker does, with no data quoted', () => {
    const after = { ...grid, cards: [...grid.cards, card('Backups'), card('Uptime')] };
    const lines = diffWords(pageDiff(page([hero, grid]), page([hero, after])));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Feature grid: 2 cards added$/);
    expect(lines.join('\n')).not.toMatch(/[{}"]|featureGrid|Backups/);
  });

  it('says a setting or a block field changed, one line each, without its old and new text', () => {
    const lines = diffWords(
      pageDiff(
        page([hero, grid]),
        page([{ ...hero, heading: 'Faster VPS' }, grid], {
          title: 'VPS in Chennai',
          robots: 'noindex, follow',
        }),
      ),
    );
    expect(lines).toEqual(['Title changed', 'Search engines changed', 'Hero: heading changed']);
  });

  it('tells added, removed and moved blocks apart and counts removed or edited items', () => {
    const fewer = { ...grid, cards: [{ ...card('Speed'), title: 'Raw speed' }] };
    expect(diffWords(pageDiff(page([hero, grid]), page([hero, fewer])))).toEqual([
      'Feature grid: 1 card removed, card 1 changed',
    ]);
    expect(diffWords(pageDiff(page([hero, grid]), page([grid, hero])))).toHaveLength(1);
    expect(diffWords(pageDiff(page([hero, grid]), page([grid, hero])))[0]).toMatch(/moved/);
    expect(diffWords(pageDiff(page([hero]), page([hero, grid])))).toEqual([
      'Feature grid added (block 2)',
    ]);
  });

  it('quotes a changed text as it becomes for a reviewer, and never the schema or format', () => {
    const diff = pageDiff(
      page([hero], { format: 1 }),
      page([{ ...hero, heading: 'Faster VPS' }], { format: 2 }),
    );
    expect(diffWords(diff, true)).toEqual(['Hero: heading changed to “Faster VPS”']);
  });

  it('shows a scheduled time on the site’s clock, not as an ISO time with a zone id', () => {
    const text = whenText({ publishAt: '2026-11-28T06:37:00Z', timeZone: 'Asia/Kolkata' });
    expect(text).toBe('28 Nov 2026, 12:07 pm IST');
  });
});
