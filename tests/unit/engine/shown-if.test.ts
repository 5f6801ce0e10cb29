import { describe, expect, it } from 'vitest';
import { resolvePlaceholders } from '../../../src/engine/validation/placeholders';

const sections = [
  { title: 'Always' },
  { title: 'While counting', shownIf: 'analytics.countPageViews' },
];

describe('a list item shown only while a setting of the site config is on', () => {
  it('is left out when the config sets it to false, and kept when true or not set', () => {
    const resolved = (site: unknown) => {
      const problems: { pointer: string; message: string }[] = [];
      const value = JSON.stringify(resolvePlaceholders({ sections }, site, problems));
      expect(problems).toEqual([]);
      return value;
    };
    expect(resolved({ analytics: { countPageViews: false } })).not.toContain('While counting');
    expect(resolved({ analytics: { countPageViews: true } })).toContain('While counting');
    expect(resolved({})).toContain('While counting');
  });

  it('reports a setting that is not true or false', () => {
    const problems: { pointer: string; message: string }[] = [];
    resolvePlaceholders({ sections }, { analytics: { countPageViews: 'yes' } }, problems);
    expect(problems).toEqual([
      { pointer: '/sections/1/shownIf', message: expect.stringMatching(/not a true\/false/) },
    ]);
  });
});
