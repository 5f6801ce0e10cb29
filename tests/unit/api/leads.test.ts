import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../render';
import { startApi, validEnquiry, validMessage } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi();
});
afterEach(async () => {
  await api.app.close();
});

/** The first position the careers form offers, as the site config lists it. */
const job = (() => {
  const field = site.forms.application.fields.find((f) => f.type === 'select');
  const value = field?.type === 'select' ? field.options[0]?.value : undefined;
  if (!value) throw new Error('the application form has no position options');
  return value;
})();

describe('POST /api/pclinfo and /api/submitForm', () => {
  it('stores an enquiry before answering 200 with the success message', async () => {
    const res = await api.post('/pclinfo', {
      ...validEnquiry,
      form: 'enquiry',
      page: '/vps-hosting',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const [lead] = await api.storedLeads();
    expect(lead).toMatchObject({ form: 'enquiry', page: '/vps-hosting' });
    expect(lead?.fields).toContainEqual({
      name: 'email',
      label: 'Email',
      type: 'email',
      value: 'asha@example.com',
    });
  });

  it('files a contact-page message under its own form and answers with its own text', async () => {
    const res = await api.post('/pclinfo', { ...validEnquiry, form: 'contact' });
    expect(res.json().message).toBe('Thank you! Your form has been submitted.');
    expect((await api.storedLeads())[0]?.form).toBe('contact');
  });

  it('stores an application with the job it is for', async () => {
    const res = await api.post('/submitForm', {
      ...validMessage,
      form: 'application',
      position: job,
      subject: job,
    });
    expect(res.statusCode).toBe(200);
    const [lead] = await api.storedLeads();
    expect(lead).toMatchObject({ form: 'application', subject: job });
    expect(lead?.fields).toContainEqual(expect.objectContaining({ name: 'position', value: job }));
  });

  it('refuses an application for a position the form does not list', async () => {
    const res = await api.post('/submitForm', {
      ...validMessage,
      form: 'application',
      position: 'Chief Everything Officer',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['position']);
    expect(await api.storedLeads()).toEqual([]);
  });

  it('answers 400 with a message per field, in the words the form shows', async () => {
    const res = await api.post('/pclinfo', { ...validEnquiry, fname: '', email: 'asha@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        fname: 'First Name is required.',
        email: 'Enter a valid e-mail address, like name@example.com.',
      },
    });
  });

  const bad: [string, string | unknown, Record<string, string>?][] = [
    ['malformed JSON', '{"fname": "Asha", '],
    ['an empty body', ''],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['a bare string', '"hello"'],
    ['wrong types', { ...validEnquiry, fname: 7, email: ['a@b.co'], message: { text: 'x' } }],
    ['an unknown field', { ...validEnquiry, isAdmin: true }],
    [
      'a "__proto__" key',
      `{"fname":"A","lname":"B","email":"a@b.co","message":"m","__proto__":{"isAdmin":true}}`,
    ],
    [
      'a "constructor" key',
      `{"fname":"A","lname":"B","email":"a@b.co","message":"m","constructor":{"prototype":{"isAdmin":true}}}`,
    ],
    ['an oversize body', { ...validEnquiry, message: 'x'.repeat(40_000) }],
    ['a message over 5000 characters', { ...validEnquiry, message: 'x'.repeat(5001) }],
    ['an invalid phone number', { ...validEnquiry, mobile: '+91 12' }],
    ['an unknown form name', { ...validEnquiry, form: 'admin' }],
    ['a page that is not a path', { ...validEnquiry, page: 'https://evil.example' }],
    ['a filled honeypot', { ...validEnquiry, website: 'http://spam.example' }],
    ['plain text', JSON.stringify(validEnquiry), { 'content-type': 'text/plain' }],
    ['no content type', JSON.stringify(validEnquiry), { 'content-type': '' }],
    [
      'multipart data',
      '--x\r\n\r\nfname\r\n--x--',
      { 'content-type': 'multipart/form-data; boundary=x' },
    ],
  ];
  it.each(bad)(
    'refuses %s with a 4xx JSON answer and stores nothing',
    async (_, payload, headers) => {
      for (const path of ['/pclinfo', '/submitForm']) {
        const res = await api.post(path, payload, headers);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect(await api.storedLeads()).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );

  it('answers the wrong content type with 415', async () => {
    const res = await api.post('/pclinfo', 'fname=Asha', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
  });

  it('answers an oversize body with 413', async () => {
    const res = await api.post('/pclinfo', { ...validEnquiry, message: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
  });

  it('keeps markup and formula-like text exactly as typed, as text', async () => {
    const message = '<script>alert(1)</script> <img src=x onerror=alert(2)>';
    for (const fname of ['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)']) {
      const res = await api.post('/pclinfo', { ...validEnquiry, fname, message });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>');
    }
    const leads = await api.storedLeads();
    expect(leads.map((l) => l.fields[0]?.value)).toEqual([
      '=HYPERLINK("http://x")',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
    ]);
    expect(leads[0]?.fields.find((f) => f.name === 'message')?.value).toBe(message);
  });

  it('does not cache answers and sends the security headers', async () => {
    const res = await api.post('/pclinfo', validEnquiry);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path and a GET with 404 JSON', async () => {
    expect((await api.post('/nothing', validEnquiry)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/pclinfo' })).statusCode).toBe(404);
  });
});

describe('limits and failures', () => {
  it('limits submissions per IP and says so in words', async () => {
    await api.app.close();
    api = await startApi({ limits: { leads: 2, auth: 2 } });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await api.post('/pclinfo', validEnquiry)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await api.post('/pclinfo', validEnquiry);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect(await api.storedLeads()).toHaveLength(2);
  });

  it('answers 500 without details when storage fails, and never claims success', async () => {
    await api.app.close();
    const { openSqliteStorage } = await import('../../../src/server/storage/sqlite');
    const broken = openSqliteStorage(':memory:');
    broken.saveLead = async () => {
      throw new Error('disk I/O error at /secret/path');
    };
    api = await startApi({ storage: broken });
    const res = await api.post('/pclinfo', validEnquiry);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(res.json().message).not.toMatch(/disk|secret/);
  });

  it('allows cross-origin calls only from the configured origins', async () => {
    await api.app.close();
    const { site } = await import('../render');
    api = await startApi({ site: { ...site, corsOrigins: ['https://partner.example'] } });
    const preflight = (origin: string, url = '/api/pclinfo') =>
      api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect(
      (await preflight('https://partner.example')).headers['access-control-allow-origin'],
    ).toBe('https://partner.example');
    expect(
      (await preflight('https://partner.example', '/api/chat')).headers[
        'access-control-allow-origin'
      ],
    ).toBe('https://partner.example');
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect(
      (await preflight('https://evil.example', '/api/chat')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
