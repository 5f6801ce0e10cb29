/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP password storage: scrypt with N=2^17, r=8, p=1, which needs 128·N·r = 128 MiB.
export const productionCost: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

// A test run's lower cost, set only by the test setup's preload (tests/support/
// cheap-password-hashing.mjs, decisions.md #60). It is a global symbol, not an environment
// variable or a setting, so no configuration of a deployed server can lower it, and it reaches
// this module however it was loaded (tsx from source, or the bundled server).
const testCost = Symbol.for('aruvi.passwordHashing.testCost');

/** The cost new password hashes are made with: production's, unless a test setup lowered it. */
export function hashingCost(): Readonly<ScryptCost> {
  const lowered = (globalThis as Record<symbol, unknown>)[testCost];
  return isCost(lowered) ? lowered : productionCost;
}

function isCost(value: unknown): value is ScryptCost {
  if (typeof value !== 'object' || value === null) return false;
  const { N, r, p } = value as Record<string, unknown>;
  return [N, r, p].every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0);
}
