import { describe, expect, it } from 'vitest';
import { versionOf } from '../../../src/server/analytics/experiments';
import { clientOf } from '../../../src/server/analytics/page-views';
import { chanceVariantIsBetter, isEnough } from '../../../src/schema/experiment-result';

/** A visitor's address and browser, hashed as the server hashes them. */
const client = (i: number) =>
  clientOf(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, `Mozilla/5.0 visitor ${i % 7}`);
const visitors = Array.from({ length: 10_000 }, (_, i) => client(i));
const shareSeeing = (experiment: string, split: number) =>
  visitors.filter((c) => versionOf(experiment, c, split) === 'variant').length;

describe('which version a visitor sees', () => {
  it('splits 10,000 visitors near the split asked for', () => {
    // A fair split puts 5,000 ± 50 (one standard deviation) on each side.
    expect(Math.abs(shareSeeing('hero-headline', 50) - 5_000)).toBeLessThan(200);
    expect(Math.abs(shareSeeing('hero-headline', 20) - 2_000)).toBeLessThan(160);
    expect(shareSeeing('hero-headline', 0)).toBe(0);
    expect(shareSeeing('hero-headline', 100)).toBe(10_000);
  });

  it('shows a visitor the same version every time, and splits anew for another experiment', () => {
    for (const c of visitors.slice(0, 200))
      expect(versionOf('hero-headline', c, 50)).toBe(versionOf('hero-headline', c, 50));
    const same = visitors.filter(
      (c) => versionOf('hero-headline', c, 50) === versionOf('cta-wording', c, 50),
    ).length;
    // Independent splits agree for about half the visitors, not all.
    expect(Math.abs(same - 5_000)).toBeLessThan(200);
  });
});

describe('how sure a result is', () => {
  it('says a clear winner is very likely better, and no difference is a coin toss', () => {
    const a = { visitors: 2_000, enquiries: 40 };
    expect(chanceVariantIsBetter(a, { visitors: 2_000, enquiries: 80 })).toBeGreaterThan(0.99);
    expect(chanceVariantIsBetter(a, { visitors: 2_000, enquiries: 20 })).toBeLessThan(0.01);
    expect(chanceVariantIsBetter(a, a)).toBeCloseTo(0.5, 5);
  });

  it('stays unsure on small samples, and says when there are too few', () => {
    const chance = chanceVariantIsBetter(
      { visitors: 30, enquiries: 1 },
      { visitors: 30, enquiries: 2 },
    );
    expect(chance).toBeGreaterThan(0.5);
    expect(chance).toBeLessThan(0.9);
    expect(isEnough({ visitors: 30, enquiries: 1 }, { visitors: 30, enquiries: 2 })).toBe(false);
    expect(isEnough({ visitors: 500, enquiries: 12 }, { visitors: 480, enquiries: 15 })).toBe(true);
  });
});
