import { describe, expect, it } from 'vitest';
import { productionCost } from '../../../src/server/auth/password-cost';
import { hashPassword, verifyPassword } from '../../../src/server/auth/passwords';

const testCost = Symbol.for('aruvi.passwordHashing.testCost');

/** Runs `task` with the production cost, as a deployed server hashes, whatever the test setup set. */
async function atProductionCost<T>(task: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<symbol, unknown>;
  const lowered = scope[testCost];
  delete scope[testCost];
  try {
    return await task();
  } finally {
    scope[testCost] = lowered;
  }
}

describe('stored passwords', () => {
  it('are hashed with scrypt at OWASP cost (N=2^17, r=8, p=1) and verified', async () => {
    const stored = await atProductionCost(() => hashPassword('monsoon over the marina'));
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect({ scheme, n, r, p }).toEqual({ scheme: 'scrypt', n: '131072', r: '8', p: '1' });
    expect(productionCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('monsoon over the marina', stored)).toBe(true);
    expect(await verifyPassword('monsoon over the marinA', stored)).toBe(false);
  });

  it('are made at the lower cost only where the test setup preloaded it', async () => {
    // Every other test hashes cheaply; this is what makes it so, and what a server lacks.
    expect((globalThis as Record<symbol, unknown>)[testCost]).toMatchObject({ N: 2 ** 10 });
    expect((await hashPassword('a test password')).split('$')[1]).toBe('1024');
  });

  it('match the same password typed in full-width or compatibility characters', async () => {
    // A phone keyboard in a CJK input mode types full-width letters and digits.
    const stored = await hashPassword('ｍｏｎｓｏｏｎ ｒａｉｎ ２０２６');
    expect(await verifyPassword('monsoon rain 2026', stored)).toBe(true);
    expect(await verifyPassword('monsoon rain 2025', stored)).toBe(false);
    // A ligature is its letters.
    expect(await verifyPassword('ﬁre and water', await hashPassword('fire and water'))).toBe(true);
  });
});
