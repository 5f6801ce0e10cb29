import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { main } from '../../../scripts/leads/main';
import { runInProcess } from '../../support/cli';
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
async function leads(...args: string[]) {
  const run = await runInProcess(main, args, { env: { ...process.env, DATA_DIR: api.dataDir } });
  return { status: run.status, stdout: run.out, stderr: run.err };
}

describe('npm run leads: a person’s records', () => {
  it('exports a person as JSON, erases them, and records it as done by the operator', async () => {
    const exported = await leads('export-person', '--email', 'Lakshmi@Example.com');
    expect(exported.status).toBe(0);
    const records = JSON.parse(exported.stdout);
    expect(records.leads).toHaveLength(1);
    expect(records.leads[0].lead.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'lakshmi@example.com' })]),
    );

    const erased = await leads('erase', '--email', 'lakshmi@example.com');
    expect(erased.status).toBe(0);
    expect(erased.stderr).toMatch(/erased: .*leads 1/);
    // Nothing of the address is left in any export.
    expect((await leads('--format', 'json')).stdout).not.toContain('lakshmi');
    expect((await leads('--format', 'csv')).stdout).toContain('meena@example.com');
    expect(
      JSON.parse((await leads('export-person', '--email', 'lakshmi@example.com')).stdout),
    ).toEqual({
      account: null,
      leads: [],
      mentionedIn: [],
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
  });

  it('refuses bad input with status 2 and says what is wrong, erasing nothing', async () => {
    const cases = [
      [['erase'], /needs --email/],
      [['erase', '--email', 'not-an-address'], /e-mail address/],
      [['forget', '--email', 'meena@example.com'], /unknown command "forget"/],
      [['erase', '--mail', 'meena@example.com'], /Unknown option '--mail'/],
    ] as const;
    for (const [args, message] of cases) {
      const run = await leads(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect((await leads('--format', 'csv')).stdout).toContain('meena@example.com');
  });
});
