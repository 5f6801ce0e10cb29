import { describe, expect, it } from 'vitest';
import { studioNext } from '../../../src/server/routes/studio-sign-in';

describe('where a sign-in to the editor goes on to', () => {
  it('goes back to the page of the editor the person came from', () => {
    expect(studioNext('/studio/', '/studio')).toBe('/studio/');
    expect(studioNext('/studio/index.html?x=1', '/studio')).toBe('/studio/index.html?x=1');
  });

  it('never to another site, another part of this one, or the sign-in itself', () => {
    for (const next of [
      'https://elsewhere.example/studio/',
      '//elsewhere.example/studio/',
      '/\\elsewhere.example',
      '/studio/\\..\\account',
      '/account',
      '/studio',
      '/studio/login?next=/studio/',
      '/studio/../account',
      undefined,
      42,
    ])
      expect(studioNext(next, '/studio'), String(next)).toBe('/studio/');
  });
});
