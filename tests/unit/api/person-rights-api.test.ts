import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { sessionCookie, startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
  const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
  try {
    await storage.createUser({
      username: 'Ravi',
      email: staff.email,
      passwordHash: await hashPassword(staff.password),
      role: 'staff',
    });
  } finally {
    await storage.close();
  }
  // Starting the server and hashing a password, on a machine shared with other runs.
}, 60_000);
afterAll(async () => {
  await api.app.close();
});

const staff = { email: 'ravi@example.com', password: 'filter coffee at eleven' };
const visitor = { username: 'Kavya', email: 'kavya@example.com', password: 'monsoon mango pickle' };

const logIn = async ({ email, password }: { email: string; password: string }) =>
  sessionCookie(await api.post('/login', { email, password }));

interface Entry {
  actor: string;
  action: string;
  leadIds: number[];
  count: number;
}
const auditLog = async (cookie: string): Promise<Entry[]> =>
  (await api.call('GET', '/leads/audit?per=200', { cookie })).json().entries;

describe('the rights of the person in the inbox, and the audit log', () => {
  it('records every staff action, exports a person, erases them, and keeps no address', async () => {
    const cookie = await logIn(staff);
    const sent = await api.post('/pclinfo', { ...validEnquiry, email: 'Asha.R@example.com' });
    expect(sent.statusCode).toBe(200);
    const other = await api.post('/pclinfo', { ...validEnquiry, email: 'meena@example.com' });
    expect(other.statusCode).toBe(200);

    const list = await api.call('GET', '/leads', { cookie });
    const ids = list.json().leads.map((lead: { id: number }) => lead.id);
    const [otherId, ashaId] = ids;
    await api.call('GET', `/leads/${ashaId}`, { cookie });
    const patch = (payload: unknown) => api.call('PATCH', `/leads/${ashaId}`, { cookie, payload });
    await patch({ status: 'spam' });
    await patch({ status: 'new' });
    await patch({ note: 'Wrote to asha.r@example.com' });
    await api.call('GET', '/leads/export?format=json', { cookie });

    const person = await api.call('POST', '/leads/person', {
      cookie,
      payload: { email: 'ASHA.R@example.com' },
    });
    expect(person.headers['content-disposition']).toMatch(/attachment; filename="person-/);
    expect(person.json().leads.map((l: { lead: { id: number } }) => l.lead.id)).toEqual([ashaId]);

    const erased = await api.call('POST', '/leads/erase', {
      cookie,
      payload: { email: 'asha.r@example.com' },
    });
    expect(erased.json().counts).toMatchObject({ leads: 1, lead_events: 3, lead_search: 1 });
    expect((await api.call('GET', `/leads/${ashaId}`, { cookie })).statusCode).toBe(404);
    expect((await api.call('GET', `/leads/${otherId}`, { cookie })).statusCode).toBe(200);
    await api.call('GET', '/leads/audit/export', { cookie });

    const entries = (await auditLog(cookie)).reverse();
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['login', 'Ravi'],
      ['list', 'Ravi'],
      ['view', 'Ravi'],
      ['spam', 'Ravi'],
      ['not_spam', 'Ravi'],
      ['update', 'Ravi'],
      ['export', 'Ravi'],
      ['export_person', 'Ravi'],
      ['erase', 'Ravi'],
      ['view', 'Ravi'],
      ['export_audit', 'Ravi'],
    ]);
    expect(entries[1]?.leadIds).toEqual(ids);
    expect(entries[8]).toMatchObject({ leadIds: [ashaId] });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('asha');
  });

  it('downloads a person’s records from a form posted without scripts, the address in its body only', async () => {
    const cookie = await logIn(staff);
    await api.post('/pclinfo', { ...validEnquiry, email: 'lalitha@example.com' });
    const posted = await api.formPost(
      '/leads/person',
      { email: 'lalitha@example.com' },
      { cookie },
    );
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-disposition']).toMatch(/attachment/);
    expect(posted.json().leads).toHaveLength(1);
    // No lookup by an address in the URL, which logs and history keep.
    const byUrl = await api.call('GET', '/leads/person?email=lalitha%40example.com', { cookie });
    expect(byUrl.statusCode).toBe(404);
  });

  it('refuses a missing or malformed address, and anyone but staff', async () => {
    const cookie = await logIn(staff);
    const bad = await api.call('POST', '/leads/person', {
      cookie,
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toMatch(/e-mail address/);
    expect((await api.call('POST', '/leads/erase', { cookie, payload: {} })).statusCode).toBe(400);
    const own = await api.call('POST', '/leads/erase', { cookie, payload: { email: staff.email } });
    expect(own.statusCode).toBe(400);
    await api.post('/signup', { ...visitor, agree: true });
    const visitorCookie = await logIn(visitor);
    for (const [method, path] of [
      ['POST', '/leads/person'],
      ['POST', '/leads/erase'],
      ['GET', '/leads/audit'],
      ['GET', '/leads/audit/export'],
    ] as const) {
      const payload = method === 'POST' ? { email: 'meena@example.com' } : undefined;
      const refused = await api.call(method, path, { cookie: visitorCookie, payload });
      expect(refused.statusCode).toBe(403);
    }
    expect((await api.call('GET', '/leads?q=meena', { cookie })).json().total).toBeGreaterThan(0);
  });
});

describe('a visitor’s own data', () => {
  it('downloads the account and its enquiries, then erases them with the password', async () => {
    const account = {
      username: 'Divya',
      email: 'divya@example.com',
      password: 'jasmine by the gate',
    };
    const cookie = sessionCookie(await api.post('/signup', { ...account, agree: true }));
    const message = 'Divya’s enquiry: a website for our bakery';
    expect((await api.post('/pclinfo', { ...validEnquiry, message }, { cookie })).statusCode).toBe(
      200,
    );

    const download = await api.call('GET', '/account/export', { cookie });
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="my-data-/);
    const data = download.json();
    expect(data.account).toMatchObject({ username: 'Divya', email: account.email });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.leads.map((l: { lead: { fields: { value: string }[] } }) => l.lead.fields)).toEqual(
      [expect.arrayContaining([expect.objectContaining({ value: message })])],
    );

    const wrong = await api.call('POST', '/account/erase', {
      cookie,
      payload: { password: 'not it' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(200);

    const erased = await api.call('POST', '/account/erase', {
      cookie,
      payload: { password: account.password },
    });
    expect(erased.statusCode).toBe(200);
    expect(String(erased.headers['set-cookie'])).toMatch(/session=;/);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(401);
    const staffCookie = await logIn(staff);
    const found = await api.call('GET', `/leads?q=${encodeURIComponent('bakery')}`, {
      cookie: staffCookie,
    });
    expect(found.json().total).toBe(0);
    const [last] = await auditLog(staffCookie).then((all) =>
      all.filter((e) => e.action === 'erase'),
    );
    expect(last).toMatchObject({ actor: 'the person' });
  });
});
