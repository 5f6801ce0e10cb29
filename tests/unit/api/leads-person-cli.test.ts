import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
  await api.post('/pclinfo', { ...validEnquiry, email: 'lakshmi@example.com' });
  await api.post('/pclinfo', { ...validEnquiry, email: 'meena@example.com' });
}, 60_000);
afterAll(async () => {
  await api.app.close();
});

/** Runs `npm run leads -- …` as the operator would, against the test's data folder. */
function leads(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/leads.ts', ...args], {
    env: { ...process.env, DATA_DIR: api.dataDir },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run leads: a person’s records', () => {
  it('exports a person as JSON, erases them, and records it as done by the operator', async () => {
    const exported = leads('export-person', '--email', 'Lakshmi@Example.com');
    expect(exported.status).toBe(0);
    const records = JSON.parse(exported.stdout);
    expect(records.leads).toHaveLength(1);
    expect(records.leads[0].lead.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'lakshmi@example.com' })]),
    );

    const erased = leads('erase', '--email', 'lakshmi@example.com');
    expect(erased.status).toBe(0);
    expect(erased.stderr).toMatch(/erased: .*leads 1/);
    // Nothing of the address is left in any export.
    expect(leads('--format', 'json').stdout).not.toContain('lakshmi');
    expect(leads('--format', 'csv').stdout).toContain('meena@example.com');
    expect(JSON.parse(leads('export-person', '--email', 'lakshmi@example.com').stdout)).toEqual({
      account: null,
      leads: [],
    });

    const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
    try {
      const { entries } = await storage.auditLog({ limit: 10, offset: 0 });
      expect(entries.map((e) => e.action)).toEqual(['export_person', 'erase', 'export_person']);
      expect(entries[1]?.actor).toMatch(/^operator/);
      expect(entries[1]?.actorId).toBeNull();
    } finally {
      await storage.close();
    }
    // Each command starts its own Node process.
  }, 120_000);

  it('refuses bad input with status 2 and says what is wrong, erasing nothing', () => {
    const cases = [
      [['erase'], /needs --email/],
      [['erase', '--email', 'not-an-address'], /e-mail address/],
      [['forget', '--email', 'meena@example.com'], /unknown command "forget"/],
      [['erase', '--mail', 'meena@example.com'], /Unknown option '--mail'/],
    ] as const;
    for (const [args, message] of cases) {
      const run = leads(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect(leads('--format', 'csv').stdout).toContain('meena@example.com');
  }, 120_000);
});
