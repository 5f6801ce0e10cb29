import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../scripts/leads/main';
import { runInProcess, spawnScript } from '../../support/cli';
import { startApi, validEnquiry, validMessage } from './api-server';
import { site } from '../render';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
  await api.post('/pclinfo', {
    ...validEnquiry,
    fname: '=cmd|"/c calc"!A1',
    lname: '+Raman',
    message: 'Line one, with a comma\nand "quotes" <script>alert(1)</script>',
    page: '/web-design',
  });
  await api.post('/submitForm', {
    ...validMessage,
    form: 'application',
    position: 'PHP DEVELOPER',
    subject: '-PHP DEVELOPER',
  });
  await api.post('/pclinfo', { ...validEnquiry, lname: '@Raman' });
  await api.post('/pclinfo', { ...validEnquiry, lname: '; Raman' });
});
afterAll(async () => {
  await api.app.close();
});

const env = () => ({ ...process.env, DATA_DIR: api.dataDir });

/** Runs `npm run leads` as a person would, against the test's data folder: its output. */
async function leads(...args: string[]): Promise<string> {
  const run = await runInProcess(main, args, { env: env() });
  if (run.status !== 0) throw new Error(run.err);
  return run.out;
}

describe('npm run leads', () => {
  it('exports every lead as CSV, every cell quoted, formula-like cells made inert', async () => {
    const csv = await leads('--format', 'csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"id","received_at","form","page","subject","status","note",' +
        '"notice","policy","policy_version","marketing_consent","anonymised_at","referrer","utm_source",' +
        '"utm_medium","utm_campaign","utm_term","utm_content","experiments",' +
        '"First Name","Last Name","Email","Phone","Message","Position"',
    );
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(csv).toContain(`,"'+Raman",`);
    expect(csv).toContain(`,"'-PHP DEVELOPER",`);
    expect(csv).toContain(`,"'@Raman",`);
    expect(csv).toContain(`,"'; Raman",`);
    expect(csv).toContain(',"Line one, with a comma\nand ""quotes"" <script>alert(1)</script>"');
    // A valid phone number is text, not a formula, in a spreadsheet too.
    expect(csv).toContain(`,"'+919876543210",`);
    expect(csv.match(/^"\d+",/gm)).toHaveLength(4);
  });

  it("exports JSON with each lead's fields by name, values unchanged", async () => {
    const json: unknown = JSON.parse(await leads('--format', 'json'));
    expect(json).toMatchObject([
      {
        form: 'enquiry',
        page: '/web-design',
        fields: { fname: '=cmd|"/c calc"!A1' },
        // What the form told the visitor, as the server recorded it; the enquiry form has no
        // marketing box, so no answer rather than a no.
        notice: {
          purposes: site.forms.enquiry.notice.purposes,
          policy: { path: '/privacy-policy' },
        },
        marketingConsent: null,
        anonymisedAt: null,
      },
      { form: 'application', subject: '-PHP DEVELOPER', fields: { firstName: 'Vikram' } },
      { form: 'enquiry', fields: { lname: '@Raman' } },
      { form: 'enquiry', fields: { lname: '; Raman' } },
    ]);
  });

  it('keeps only leads received since a date', async () => {
    expect(JSON.parse(await leads('--format', 'json', '--since', '2999-01-01'))).toEqual([]);
    expect(JSON.parse(await leads('--format', 'json', '--since', '2000-01-01'))).toHaveLength(4);
  });

  it('writes the export to a file with --out, readable by its owner only, as its own process', async () => {
    const file = join(api.dir, 'leads.csv');
    const run = spawnScript('scripts/leads.ts', ['--format', 'csv', '--out', file], {
      env: env(),
    });
    expect(run.status, run.err).toBe(0);
    expect(run.err).toContain(`wrote 4 lead(s) to ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(await leads('--format', 'csv'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('explains a bad option instead of printing nothing', async () => {
    await expect(leads('--format', 'xml')).rejects.toThrow(/--format must be csv or json/);
    await expect(leads('--since', 'yesterday')).rejects.toThrow(/--since must be a date/);
  });
});
