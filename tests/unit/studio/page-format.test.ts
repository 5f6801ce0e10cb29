import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { serializePage } from '../../../src/app/project';
import { listPageFiles } from '../../../src/engine/validation/check-project';

const prettierJson = (text: string) =>
  format(text, { parser: 'json', printWidth: 100, filepath: 'page.json' });

describe('serializePage', () => {
  it.each(listPageFiles('.'))('saves %s unchanged byte for byte', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(serializePage(JSON.parse(text))).toBe(text);
  });

  it('puts page keys, block keys and nested keys in schema order, unknown keys last', () => {
    const text = serializePage({
      blocks: [
        {
          cards: [{ icon: 'cpu', title: 'Fast', extra: 1 }],
          heading: 'Why us',
          type: 'featureGrid',
        },
        { actions: [{ style: 'secondary', href: '/', label: 'Home' }], type: 'cta' },
      ],
      title: 'A page title',
      zzz: true,
      path: '/x',
    });
    const page = JSON.parse(text);
    expect(Object.keys(page)).toEqual(['path', 'title', 'blocks', 'zzz']);
    expect(Object.keys(page.blocks[0])).toEqual(['type', 'heading', 'cards']);
    expect(Object.keys(page.blocks[0].cards[0])).toEqual(['title', 'icon', 'extra']);
    expect(Object.keys(page.blocks[1].actions[0])).toEqual(['label', 'href', 'style']);
  });

  it('adds no defaults and keeps every value', () => {
    const page = { path: '/x', title: 'Title', blocks: [{ type: 'cta', heading: 'Hi' }] };
    expect(JSON.parse(serializePage(page))).toEqual(page);
  });

  it('writes two-space JSON with a trailing newline that the formatter leaves as it is', async () => {
    const page = {
      path: '/x',
      keywords: ['short', 'list'],
      description: 'd',
      blocks: [
        {
          type: 'hero',
          highlights: Array.from({ length: 8 }, (_, i) => `A highlight long enough ${i}`),
          image: { src: '/images/a.svg', alt: '', width: 1, height: 2 },
        },
      ],
    };
    const text = serializePage(page);
    expect(text).toMatch(/^\{\n {2}"path": "\/x",\n/);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('"keywords": ["short", "list"]');
    expect(await prettierJson(text)).toBe(text);
  });

  it('breaks a list exactly where the formatter does', async () => {
    for (let length = 60; length < 110; length++) {
      const text = serializePage({ path: '/x', keywords: ['a'.repeat(length - 20), 'b'] });
      expect(await prettierJson(text)).toBe(text);
    }
  });
});
