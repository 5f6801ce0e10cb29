import { describe, expect, it } from 'vitest';
import { createBlockKeys } from '../../../src/studio/preview/block-keys';

const block = (name: string) => ({ type: 'cta', heading: name });

describe('the preview keeps each block’s identity', () => {
  it('through an insert, a delete and a move', () => {
    const keysFor = createBlockKeys();
    const [a, b, c] = [block('a'), block('b'), block('c')];
    const [ka, kb, kc] = keysFor([a, b, c]);
    const inserted = keysFor([block('new'), a, b, c]);
    expect(inserted.slice(1)).toEqual([ka, kb, kc]);
    expect([ka, kb, kc]).not.toContain(inserted[0]);
    expect(keysFor([a, c])).toEqual([ka, kc]);
    expect(keysFor([c, a])).toEqual([kc, ka]);
  });

  it('through an edit, which replaces the block object at the same place', () => {
    const keysFor = createBlockKeys();
    const [a, b] = [block('a'), block('b')];
    const [ka, kb] = keysFor([a, b]);
    const edited = { ...b, heading: 'b edited' };
    expect(keysFor([a, edited])).toEqual([ka, kb]);
    expect(keysFor([a, { ...edited, heading: 'b edited again' }])).toEqual([ka, kb]);
  });

  it('gives the same object twice two different keys', () => {
    const keysFor = createBlockKeys();
    const a = block('a');
    const [first, second] = keysFor([a, a]);
    expect(first).not.toBe(second);
  });

  it('gives keys to entries that are not objects', () => {
    const keysFor = createBlockKeys();
    const keys = keysFor([null, 'text', block('a')]);
    expect(new Set(keys).size).toBe(3);
  });
});
