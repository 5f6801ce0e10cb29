import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../src/server/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,fd00::/8, ::1 ,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,,'])(
    'refuses %s with a message naming the setting and what it accepts',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY.*number of proxies.*addresses/);
    },
  );
});

it('the server refuses to start on an invalid TRUST_PROXY, saying why in one line', () => {
  const result = spawnSync(
    process.execPath,
    [join('node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts'],
    {
      env: { ...process.env, TRUST_PROXY: 'everyone', DIST_DIR: '/nonexistent', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/TRUST_PROXY="everyone"/);
});
