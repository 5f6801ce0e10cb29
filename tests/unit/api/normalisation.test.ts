import { afterEach, describe, expect, it } from 'vitest';
import { startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
afterEach(async () => {
  await api.app.close();
});

/** The stored value of each field of the only lead, by name. */
async function storedFields() {
  const [lead] = await api.storedLeads();
  return Object.fromEntries((lead?.fields ?? []).map((f) => [f.name, f.value]));
}

describe('input normalisation on every endpoint', () => {
  it('stores text without control or invisible formatting characters, in NFC', async () => {
    api = await startApi();
    const res = await api.post('/pclinfo', {
      ...validEnquiry,
      fname: '\uFEFFA\u200Bsh\u00ADa\u0000',
      lname: '\u202ERam\u2066an\u2069\u200E',
      email: 'asha\u200B@example.com',
      message: 'Line one\r\nLine two\u0007\u001B[31m\r\tindented\u2028caf\u0065\u0301',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedFields()).toMatchObject({
      fname: 'Asha',
      lname: 'Raman',
      email: 'asha@example.com',
      message: 'Line one\nLine two[31m\n\tindented\ncaf\u00e9',
    });
  });

  it('turns line breaks and tabs in a one-line field into spaces', async () => {
    api = await startApi();
    const res = await api.post('/pclinfo', { ...validEnquiry, fname: 'Asha\r\nMaria\tDevi' });
    expect(res.statusCode).toBe(200);
    expect((await storedFields()).fname).toBe('Asha Maria Devi');
  });

  it('keeps Tamil and Devanagari text, emoji sequences and their joiners as typed', async () => {
    api = await startApi();
    const message = [
      'வணக்கம், எங்கள் கடைக்கு இணையதளம் வேண்டும்',
      'क्\u200Dष and र्\u200Dय',
      'می\u200Cخواهم',
      'team 👩🏽\u200D💻👨\u200D👩\u200D👧 ❤️\u200D🔥 🏳️\u200D🌈 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} 1️⃣',
    ].join('\n');
    const res = await api.post('/pclinfo', { ...validEnquiry, fname: 'முருகன்', message });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedFields()).toMatchObject({ fname: 'முருகன்', message });
  });

  it('drops joiners that join nothing', async () => {
    api = await startApi();
    const res = await api.post('/pclinfo', {
      ...validEnquiry,
      fname: '\u200DAsha\u200C',
      lname: 'Ra\u200Dman',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedFields()).toMatchObject({ fname: 'Asha', lname: 'Raman' });
  });

  it('treats a required field of only invisible characters as empty', async () => {
    api = await startApi();
    const res = await api.post('/pclinfo', {
      ...validEnquiry,
      fname: '\u200B\u200D\uFEFF\u00AD\u2060',
      message: '\u0000\u0000 \r\n\u202E',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fname: 'First Name is required.',
      message: 'Message is required.',
    });
    expect(await api.storedLeads()).toEqual([]);
  });

  it('refuses lone surrogates with a field error and stores nothing', async () => {
    api = await startApi();
    for (const fname of ['Asha\uD83D', '\uDE00Asha']) {
      const res = await api.post('/pclinfo', { ...validEnquiry, fname });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fname).toEqual(expect.any(String));
    }
    const signup = await api.post('/signup', {
      username: 'Asha',
      email: 'asha@example.com',
      password: 'a long pass\uD800phrase',
      agree: true,
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors.password).toEqual(expect.any(String));
    expect(await api.storedLeads()).toEqual([]);
  });

  it('finds the account when the login address carries invisible characters', async () => {
    api = await startApi();
    const account = {
      username: 'Asha',
      email: 'asha@example.com',
      password: 'rangoli on the steps',
    };
    expect((await api.post('/signup', { ...account, agree: true })).statusCode).toBe(201);
    const res = await api.post('/login', {
      email: '\u200Basha@exa\u00ADmple.com\uFEFF',
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps every character of a password, and matches its composed and decomposed forms', async () => {
    api = await startApi();
    const password = 'caf\u0065\u0301 con\u200Bleche';
    const account = { username: 'Asha', email: 'asha@example.com', password, agree: true };
    expect((await api.post('/signup', account)).statusCode).toBe(201);
    const login = (p: string) => api.post('/login', { email: account.email, password: p });
    expect((await login('caf\u00e9 con\u200Bleche')).statusCode).toBe(200);
    expect((await login('caf\u00e9 conleche')).statusCode).toBe(401);
  });

  it('applies the same rules to chat messages', async () => {
    api = await startApi();
    for (const message of ['\u200B\u200D\u2060', '\u0000\u0007', 'hello \uD800']) {
      const res = await api.post('/chat', { message });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('the page a form was sent from', () => {
  it('refuses anything that is not a path of this site', async () => {
    api = await startApi();
    for (const page of [
      '//evil.example/x',
      '/\\evil.example/x',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/web-design\u0000',
      '/web-design\nX-Injected: 1',
      '/\u202Eweb-design',
    ]) {
      const res = await api.post('/pclinfo', { ...validEnquiry, page });
      expect(res.statusCode, JSON.stringify(page)).toBe(400);
      expect(res.json().errors.page, JSON.stringify(page)).toEqual(expect.any(String));
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await api.storedLeads()).toEqual([]);
  });

  it("checks the page against the build's pages and stores the page's own path", async () => {
    api = await startApi({ pagePaths: ['/', '/web-design', '/contact-info', '/404'] });
    const unknown = await api.post('/pclinfo', { ...validEnquiry, page: '/no-such-page' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.page).toEqual(expect.any(String));
    const notFound = await api.post('/pclinfo', { ...validEnquiry, page: '/404' });
    expect(notFound.statusCode).toBe(400);
    const res = await api.post('/pclinfo', { ...validEnquiry, page: '/Web-Design/' });
    expect(res.statusCode).toBe(200);
    expect((await api.storedLeads())[0]?.page).toBe('/web-design');
  });
});
