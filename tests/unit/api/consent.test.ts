import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatedContent } from '../../../src/app/project';
import type { Page } from '../../../src/app/page-schema';
import type { Site } from '../../../src/app/site-schema';
import { buildServer } from '../../../src/server/app';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { fakeDist, validEnquiry } from './api-server';

// Each lead records the notice its form showed, decided by the server from the pages it serves,
// and the answer to the form's marketing box, on the scripted and the no-script path alike.

let content: { site: Site; pages: Page[] };
const folders: string[] = [];
beforeAll(() => {
  content = validatedContent('.');
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The real server on a build whose content.json holds the contact and privacy pages. */
async function serve(pages: Page[]) {
  const dir = mkdtempSync(join(tmpdir(), 'consent-'));
  folders.push(dir);
  const distDir = fakeDist(dir, ['/contact-info', '/privacy-policy']);
  writeFileSync(join(distDir, 'content.json'), JSON.stringify({ site: content.site, pages }));
  const dataDir = join(dir, 'data');
  const app = await buildServer({
    distDir,
    api: { dataDir, smtp: false, limits: { leads: 1000, auth: 1000 }, contentRoot: false },
  });
  const leads = async () => {
    const storage = openSqliteStorage(join(dataDir, 'site.db'));
    try {
      return await storage.listLeads();
    } finally {
      await storage.close();
    }
  };
  return { app, leads };
}

const pageAt = (path: string) => content.pages.find((p) => p.path === path)!;
const contact = { ...validEnquiry, form: 'contact', page: '/contact-info' };

describe('the notice and consent recorded with each lead', () => {
  it('records the notice the server served and the marketing box, ticked or not, scripted or not', async () => {
    const { app, leads } = await serve([pageAt('/contact-info'), pageAt('/privacy-policy')]);
    try {
      const json = (body: object) =>
        app.inject({ method: 'POST', url: '/api/pclinfo', payload: body });
      const formPost = (fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/pclinfo',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      expect((await json({ ...contact, newsletter: true })).statusCode).toBe(200);
      // Not ticked, or not sent at all: the enquiry is accepted all the same.
      expect((await json(contact)).statusCode).toBe(200);
      expect((await formPost({ ...contact, newsletter: 'on' })).statusCode).toBe(303);
      expect((await formPost(contact)).statusCode).toBe(303);
      // A form without the box records no answer rather than a no.
      expect((await json({ ...validEnquiry, form: 'enquiry' })).statusCode).toBe(200);
      // The notice is the server's: a client cannot send one of its own.
      const forged = await json({ ...contact, notice: { purposes: 'Anything' } });
      expect(forged.statusCode).toBe(400);

      const stored = await leads();
      expect(stored.map((lead) => lead.marketingConsent)).toEqual([
        true,
        false,
        true,
        false,
        undefined,
      ]);
      const { notice } = content.site.forms.contact;
      const policy = pageAt('/privacy-policy');
      const updated = policy.blocks.find((b) => b.type === 'legalSections')?.updated;
      for (const lead of stored.slice(0, 4))
        expect(lead.notice).toEqual({
          purposes: notice.purposes,
          policy: {
            path: '/privacy-policy',
            version: expect.stringMatching(/^[0-9a-f]{64}$/),
            updated,
          },
        });
      expect(new Set(stored.map((lead) => lead.notice?.policy.version)).size).toBe(1);
      expect(stored[4]?.notice?.purposes).toBe(content.site.forms.enquiry.notice.purposes);
    } finally {
      await app.close();
    }
  });

  it('records a new policy version once the published policy changes', async () => {
    const policy = pageAt('/privacy-policy');
    const changed: Page = { ...policy, description: `${policy.description} Changed.` };
    const versionServedWith = async (privacy: Page) => {
      const { app, leads } = await serve([pageAt('/contact-info'), privacy]);
      try {
        await app.inject({ method: 'POST', url: '/api/pclinfo', payload: contact });
        return (await leads())[0]?.notice?.policy.version;
      } finally {
        await app.close();
      }
    };
    const before = await versionServedWith(policy);
    expect(before).toBeDefined();
    expect(await versionServedWith(policy)).toBe(before);
    expect(await versionServedWith(changed)).not.toBe(before);
  });
});
