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
