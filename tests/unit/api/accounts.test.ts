import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { sessionCookie, startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.app.close();
});

const visitor = {
  username: 'Meena',
  email: 'meena@example.com',
  password: 'tamarind rice on fridays',
};
const staff = { email: 'ravi@example.com', password: 'filter coffee at eleven' };

const signUp = async (account: { username: string; email: string; password: string }) =>
  sessionCookie(await api.post('/signup', { ...account, agree: true }));
const logIn = async ({ email, password }: { email: string; password: string }) =>
  sessionCookie(await api.post('/login', { email, password }));

/** A staff account, made the way the shell command makes it: straight into storage. */
async function addStaff() {
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
}

describe('sessions', () => {
  it('answer protected routes 401 without a session and 403 for a visitor on staff routes', async () => {
    expect((await api.call('GET', '/account')).statusCode).toBe(401);
    expect((await api.call('GET', '/leads')).statusCode).toBe(401);
    const cookie = await signUp(visitor);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(200);
    const leads = await api.call('GET', '/leads', { cookie });
    expect(leads.statusCode).toBe(403);
    expect(leads.body).not.toContain('@');
    expect((await api.call('GET', '/leads/1', { cookie })).statusCode).toBe(403);
    expect((await api.call('GET', '/leads/export?format=csv', { cookie })).statusCode).toBe(403);
    expect(
      (await api.call('PATCH', '/leads/1', { cookie, payload: { status: 'spam' } })).statusCode,
    ).toBe(403);
  });

  it('end on logout: the old cookie no longer works', async () => {
    const cookie = await logIn(visitor);
    const out = await api.call('POST', '/logout', { cookie, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^session=; .*Max-Age=0/);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(401);
  });

  it('refuse a cookie that was never issued', async () => {
    const forged = `session=${'A'.repeat(43)}`;
    expect((await api.call('GET', '/account', { cookie: forged })).statusCode).toBe(401);
  });

  it('refuse a change sent from another origin', async () => {
    await addStaff();
    const cookie = await logIn(staff);
    const res = await api.call('PATCH', '/leads/1', {
      cookie,
      payload: { status: 'spam' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the visitor’s account', () => {
  const visitor = {
    username: 'Asha',
    email: 'asha.r@example.com',
    password: 'jasmine garlands at dawn',
  };
  beforeAll(async () => {
    await signUp(visitor);
  });

  it('changes the password with the old one, and ends the other sessions', async () => {
    const here = await logIn(visitor);
    const laptop = await logIn(visitor);
    const wrong = await api.call('POST', '/account/password', {
      cookie: here,
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.currentPassword).toBeDefined();
    const weak = await api.call('POST', '/account/password', {
      cookie: here,
      payload: { currentPassword: visitor.password, newPassword: 'password1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBeDefined();

    const changed = await api.call('POST', '/account/password', {
      cookie: here,
      payload: { currentPassword: visitor.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await api.call('GET', '/account', { cookie: here })).statusCode).toBe(200);
    expect((await api.call('GET', '/account', { cookie: laptop })).statusCode).toBe(401);
    const { email, password } = visitor;
    expect((await api.post('/login', { email, password })).statusCode).toBe(401);
    visitor.password = 'a brand new passphrase';
  });

  it('lists the enquiries sent while logged in, and no one else’s', async () => {
    const cookie = await logIn(visitor);
    const mine = { ...validEnquiry, message: 'Mine: an app for our bakery chain.' };
    const theirs = { ...validEnquiry, message: 'Theirs: someone else entirely.' };
    expect((await api.call('POST', '/pclinfo', { cookie, payload: mine })).statusCode).toBe(200);
    expect((await api.post('/pclinfo', theirs)).statusCode).toBe(200);
    const res = await api.call('GET', '/account/leads', { cookie });
    const texts = JSON.stringify(res.json().leads);
    expect(texts).toContain(mine.message);
    expect(texts).not.toContain(theirs.message);
    // What staff made of it is theirs alone.
    expect(res.json().leads[0]).not.toHaveProperty('status');
    expect(res.json().leads[0]).not.toHaveProperty('note');
  });

  it('deletes the account with its password: sessions end, login fails', async () => {
    const cookie = await logIn(visitor);
    const wrong = await api.call('POST', '/account/delete', {
      cookie,
      payload: { password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    const gone = await api.call('POST', '/account/delete', {
      cookie,
      payload: { password: visitor.password },
    });
    expect(gone.statusCode).toBe(200);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(401);
    const { email, password } = visitor;
    expect((await api.post('/login', { email, password })).statusCode).toBe(401);
  });
});

describe('the leads inbox API (staff)', () => {
  it('finds an enquiry by text with its page and source, changes status and note, exports', async () => {
    const cookie = await logIn(staff);
    const message = 'Inbox test: a loyalty app for 40 stores';
    const sent = await api.post('/pclinfo', {
      ...validEnquiry,
      message,
      page: '/',
      source: { utm_source: 'newsletter', utm_campaign: 'nov' },
    });
    expect(sent.statusCode).toBe(200);

    const list = await api.call('GET', `/leads?q=${encodeURIComponent('loyalty app')}`, { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const [lead] = list.json().leads;
    expect(lead).toMatchObject({ status: 'new', source: { utm_source: 'newsletter' } });

    const changed = await api.call('PATCH', `/leads/${lead.id}`, {
      cookie,
      payload: { status: 'contacted', note: 'Called on Monday' },
    });
    expect(changed.json().lead).toMatchObject({ status: 'contacted', note: 'Called on Monday' });
    const detail = await api.call('GET', `/leads/${lead.id}`, { cookie });
    expect(detail.json().history).toMatchObject([
      { actor: staff.email, change: 'status', from: 'new', to: 'contacted' },
      { actor: staff.email, change: 'note', from: '', to: 'Called on Monday' },
    ]);
    const contacted = await api.call('GET', '/leads?status=contacted', { cookie });
    expect(contacted.json().leads.map((l: { id: number }) => l.id)).toEqual([lead.id]);

    const csv = await api.call('GET', '/leads/export?format=csv&status=contacted', { cookie });
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="leads-.*\.csv"/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect(csv.body).toContain('"newsletter"');

    const bad = await api.call('PATCH', `/leads/${lead.id}`, {
      cookie,
      payload: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await api.call('GET', '/leads?from=yesterday', { cookie })).statusCode).toBe(400);
    expect((await api.call('GET', '/leads/999999', { cookie })).statusCode).toBe(404);
  });
});
