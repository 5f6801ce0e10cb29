import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./cheap-password-hashing.mjs', import.meta.url));

/**
 * Makes this process, and every process it starts with its environment, hash passwords at the
 * test run's low cost: the preload goes into NODE_OPTIONS, which children inherit.
 */
export function preloadCheapPasswordHashing() {
  const flag = `--import=${preload}`;
  const options = process.env.NODE_OPTIONS ?? '';
  if (!options.includes(flag)) process.env.NODE_OPTIONS = `${options} ${flag}`.trim();
}

/**
 * Makes the servers this process starts (and the processes it starts) require no second factor
 * of any role, unless a test names its own TWO_FACTOR_REQUIRED: the tests that sign editors and
 * staff in test their own things; the requirement has its own tests with a server of their own.
 */
export function requireNoSecondFactor() {
  process.env.TWO_FACTOR_REQUIRED ??= 'none';
}
