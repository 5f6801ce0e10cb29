import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryFormResults } from '../../../src/server/forms/form-results';
import type { FormResults } from '../../../src/server/storage/shared/form-results';
import { site } from '../render';
import { startApi, validEnquiry } from './api-server';

// A browser without scripts posts the form itself (application/x-www-form-urlencoded) and
// follows a 303 to a page: the same checks and storage as the JSON path, answers as redirects.

let api: Awaited<ReturnType<typeof startApi>>;
let results: FormResults;
beforeEach(async () => {
  results = memoryFormResults();
  api = await startApi({ pagePaths: ['/', '/contact-info', '/loginsignup'], formResults: results });
});
afterEach(async () => {
  await api.app.close();
});

const formPost = (path: string, fields: Record<string, string>, headers = {}) =>
  api.formPost(path, fields, headers);

/** The stored result a failure's redirect points to (its id is in the URL, nothing else). */
async function resultOf(location: string) {
  const id = new URL(location, 'http://site').searchParams.get('form-result');
  return id ? results.get(id) : undefined;
}

describe('form posts without JavaScript', () => {
  it('stores the lead as the JSON path does and redirects (303) to the page with ?sent', async () => {
    const res = await formPost('/pclinfo', {
      ...validEnquiry,
      mobile: '098765 43210',
      form: 'contact',
      page: '/CONTACT-INFO',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact-info?sent=contact#form-contact-result');
    const [lead] = await api.storedLeads();
    expect(lead).toMatchObject({ form: 'contact', page: '/contact-info' });
    // What a visitor types in the plain phone box is read for the form's country, stored E.164.
    expect(lead?.fields).toContainEqual(
      expect.objectContaining({ name: 'mobile', value: '+919876543210' }),
    );
  });

  it('refuses with per-field errors kept server-side: the URL carries only a random id', async () => {
    const res = await formPost('/pclinfo', {
      ...validEnquiry,
      email: 'asha@@example',
      mobile: '12',
      form: 'contact',
      page: '/contact-info',
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/contact-info\?form-result=[\w-]{20,}#form-contact-result$/);
    expect(location).not.toContain('asha');
    const result = await resultOf(location);
    expect(result?.form).toBe('contact');
    expect(Object.keys(result?.errors ?? {}).sort()).toEqual(['email', 'mobile']);
    expect(result?.values).toMatchObject({ fname: 'Asha', email: 'asha@@example', mobile: '12' });
    expect(await api.storedLeads()).toEqual([]);
  });

  it('reads a ticked checkbox as true and a missing one as false, and never keeps a password', async () => {
    const signup = {
      username: 'Nobody',
      email: 'nobody.unticked@example.com',
      password: 'secret words here',
      form: 'signup',
      page: '/loginsignup',
    };
    const unticked = await formPost('/signup', signup);
    const result = await resultOf(String(unticked.headers.location));
    expect(result?.errors.agree).toBe(
      site.forms.signup.fields.find((f) => f.name === 'agree')?.requiredMessage,
    );
    expect(result?.values).toMatchObject({ email: 'nobody.unticked@example.com', agree: false });
    expect(JSON.stringify(result)).not.toContain('secret words here');
  });

  it('asks for no agreement at login: the terms were accepted when the account was made', async () => {
    const login = { email: 'nobody@example.com', password: 'secret words here', form: 'login' };
    const res = await formPost('/login', { ...login, page: '/loginsignup' });
    // No account: the refusal is the login's own, about the address or password only.
    const refused = await resultOf(String(res.headers.location));
    expect(refused?.errors).toEqual({});
    expect(refused?.message).toMatch(/password/);
  });

  it('signs up, logged in by a session cookie, and goes on to the form’s next page', async () => {
    const res = await formPost('/signup', {
      username: 'Meena',
      email: 'meena.nojs@example.com',
      password: 'tamarind rice on fridays',
      agree: 'on',
      form: 'signup',
      page: '/loginsignup',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/^session=[\w-]{43}; /);
  });

  it('goes back to the page that sent the visitor to log in (?next=), as the scripted form does', async () => {
    const account = {
      username: 'Kavya',
      email: 'kavya.nojs@example.com',
      password: 'idli and sambar at dawn',
      agree: 'on',
      form: 'signup',
      page: '/loginsignup',
    };
    const post = (path: string, fields: Record<string, string>, referer: string) =>
      formPost(path, fields, { host: 'site.test', referer });
    const signup = await post(
      '/signup',
      account,
      'http://site.test/loginsignup?next=/contact-info',
    );
    expect(signup.headers.location).toBe('/contact-info');
    const login = { email: account.email, password: account.password, form: 'login' };
    // Not a page of the site, another site's page, or another host's referer: the form's own next page.
    for (const referer of [
      'http://site.test/loginsignup?next=/nowhere',
      'http://site.test/loginsignup?next=//evil.example/',
      'http://other.test/loginsignup?next=/contact-info',
    ]) {
      const res = await post('/login', { ...login, page: '/loginsignup' }, referer);
      expect(res.statusCode, referer).toBe(303);
      expect(res.headers.location, referer).toBe('/');
    }
  });

  it('never redirects off the site, whatever page the post names', async () => {
    const res = await formPost('/pclinfo', {
      ...validEnquiry,
      form: 'enquiry',
      page: '//evil.example/x',
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/\?form-result=/);
  });

  it('keeps answering JSON to JSON and refuses other content types with 415', async () => {
    const json = await api.post('/pclinfo', { ...validEnquiry, form: 'enquiry' });
    expect(json.statusCode).toBe(200);
    const text = await api.app.inject({
      method: 'POST',
      url: '/api/pclinfo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers a rate-limited form post with a redirect that explains it, values kept', async () => {
    await api.app.close();
    api = await startApi({ limits: { leads: 1, auth: 1 }, formResults: results });
    const fields = { ...validEnquiry, form: 'enquiry', page: '/' };
    expect((await formPost('/pclinfo', fields)).statusCode).toBe(303);
    const limited = await formPost('/pclinfo', fields);
    expect(limited.statusCode).toBe(303);
    const result = await resultOf(String(limited.headers.location));
    expect(result?.message).toMatch(/Too many/);
    expect(result?.values).toMatchObject({ fname: 'Asha' });
  });

  it('refuses a value that is not UTF-8 with the field error JSON gives a broken character', async () => {
    const fields = new URLSearchParams({ ...validEnquiry, form: 'enquiry', page: '/' }).toString();
    // ED A0 80 is U+D800 encoded as if it were a character; FF is never UTF-8.
    for (const bytes of ['%ED%A0%80', 'Asha%FF']) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/pclinfo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields.replace('fname=Asha', `fname=${bytes}`),
      });
      expect(res.statusCode, bytes).toBe(303);
      const result = await resultOf(String(res.headers.location));
      const json = await api.post('/pclinfo', { ...validEnquiry, fname: '\uD800' });
      expect(result?.errors.fname, bytes).toBe(json.json().errors.fname);
    }
    // Raw bytes that are not UTF-8 in a JSON body are refused too, in the API's shape.
    const raw = await api.app.inject({
      method: 'POST',
      url: '/api/pclinfo',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from(JSON.stringify({ ...validEnquiry, fname: 'Asha' }).slice(0, -1)),
        Buffer.from(',"lname":"Ra'),
        Buffer.from([0xff]),
        Buffer.from('man"}'),
      ]),
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/could not be read/),
    });
    expect(await api.storedLeads()).toEqual([]);
  });

  it('keeps characters that are UTF-8, and + and %2B, as the browser sent them', async () => {
    const res = await formPost('/pclinfo', {
      ...validEnquiry,
      form: 'enquiry',
      page: '/',
      fname: 'அருண் +1',
      message: 'Rates for 2+2 servers, 50% off? A&B',
    });
    expect(res.statusCode).toBe(303);
    const [lead] = await api.storedLeads();
    expect(Object.fromEntries(lead!.fields.map((f) => [f.name, f.value]))).toMatchObject({
      fname: 'அருண் +1',
      message: 'Rates for 2+2 servers, 50% off? A&B',
    });
  });
});
