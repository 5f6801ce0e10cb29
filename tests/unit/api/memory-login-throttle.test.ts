import { describe, expect, it } from 'vitest';
import { memoryLoginThrottle } from '../../../src/server/auth/login-throttle';

const second = 1000;
const minute = 60 * second;

/** A throttle on a clock the test moves. */
function throttleAt(options: { maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const throttle = memoryLoginThrottle({
    freeFailures: 5,
    firstDelayMs: 30 * second,
    maxDelayMs: 15 * minute,
    forgetAfterMs: 24 * 60 * minute,
    now: () => clock.now,
    ...options,
  });
  return { clock, throttle };
}

describe('memoryLoginThrottle', () => {
  it('lets five failures through, then doubles the wait with each further failure up to the cap', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) {
      await throttle.fail('k');
      expect(await throttle.check('k')).toBe(0);
    }
    await throttle.fail('k');
    const waits = [await throttle.check('k')];
    for (let i = 0; i < 7; i++) {
      clock.now += waits.at(-1) ?? 0;
      expect(await throttle.check('k')).toBe(0);
      await throttle.fail('k');
      waits.push(await throttle.check('k'));
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900].map((s) => s * second));
  });

  it('counts down while the time passes', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail('k');
    clock.now += 10 * second;
    expect(await throttle.check('k')).toBe(20 * second);
  });

  it('clears an address after a success and keeps other addresses apart', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail('a');
    for (let i = 0; i < 5; i++) await throttle.fail('b');
    await throttle.succeed('a');
    expect(await throttle.check('a')).toBe(0);
    expect(await throttle.check('b')).toBeGreaterThan(0);
  });

  it('forgets failures a day old', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) await throttle.fail('k');
    clock.now += 24 * 60 * minute + 1;
    await throttle.fail('k');
    expect(await throttle.check('k')).toBe(0);
  });

  it('keeps at most maxEntries addresses, dropping the least recently failed', async () => {
    const { throttle } = throttleAt({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) for (let i = 0; i < 5; i++) await throttle.fail(key);
    expect(throttle.size()).toBe(3);
    expect(await throttle.check('a')).toBe(0);
    expect(await throttle.check('d')).toBeGreaterThan(0);
  });
});
