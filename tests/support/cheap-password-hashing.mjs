// Preloaded into every process a test run starts (node --import, through NODE_OPTIONS set by the
// test setup): new password hashes use scrypt N=2^10 instead of production's 2^17, about a
// millisecond and 1 MiB instead of a few hundred milliseconds and 128 MiB. Only the test setup
// names this file; src/server/auth/password-cost.ts reads the symbol (decisions.md #60).
globalThis[Symbol.for('aruvi.passwordHashing.testCost')] = Object.freeze({
  N: 2 ** 10,
  r: 8,
  p: 1,
});
