import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../render';
import { sessionCookie, startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.app.close();
});

let n = 0;
/** Signs up a fresh address with `password`; answers the status and the password's field error. */
async function signUp(password: string, who: { username?: string; email?: string } = {}) {
  n++;
  const res = await api.post('/signup', {
    username: who.username ?? 'Kavya',
    email: who.email ?? `person${n}@example.com`,
    password,
    agree: true,
  });
  const body = res.json();
  return { status: res.statusCode, error: body.errors?.password };
}

// Place and company names come from the site config, so the rules follow it.
const companyWord = site.company.name.split(' ')[0] ?? '';
const city = site.company.address.locality;

describe('sign-up password rules', () => {
  it('refuses the five weak passwords of the report, each with its own reason', async () => {
    const spaces = await signUp('        ');
    const same = await signUp('aaaaaaaa');
    const sequence = await signUp('abcdefgh');
    const company = await signUp(`${companyWord}@123`);
    const place = await signUp(`${city.toLowerCase()}123`);
    for (const refused of [spaces, same, sequence, company, place]) {
      expect(refused.status).toBe(400);
      expect(refused.error).toEqual(expect.any(String));
    }
    expect(spaces.error).toBe(same.error);
    expect(same.error).toMatch(/repeat/i);
    expect(sequence.error).toMatch(/sequence/i);
    expect(company.error).toContain(companyWord);
    expect(place.error).toContain(city);
    const reasons = new Set([same.error, sequence.error, company.error, place.error]);
    expect(reasons.size).toBe(4);
  });

  it('refuses number runs and keyboard rows, forwards and backwards', async () => {
    for (const password of ['12345678', '87654321', 'qwertyui', 'poiuytre', 'zyxwvuts']) {
      const { status, error } = await signUp(password);
      expect(status, password).toBe(400);
      expect(error, password).toMatch(/sequence/i);
    }
  });

  it('refuses a common password, also with digits or symbols added or letters swapped', async () => {
    const plain = await signUp('iloveyou');
    expect(plain.error).toMatch(/most common/);
    for (const password of ['iloveyou2024!', 'Monkey@123', 'P@ssw0rd99', '!!sunshine']) {
      const { status, error } = await signUp(password);
      expect(status, password).toBe(400);
      expect(error, password).toMatch(/common/);
      expect(error, password).not.toBe(plain.error);
    }
  });

  it('refuses the company name inside a password, in any case and spelling', async () => {
    for (const password of [
      `my${companyWord.toUpperCase()}login`,
      `${companyWord.replace(/a/i, '@')}2025`,
    ]) {
      const { status, error } = await signUp(password);
      expect(status, password).toBe(400);
      expect(error, password).toContain(companyWord);
    }
  });

  it("refuses the person's own name or e-mail address inside the password", async () => {
    const name = await signUp('Meenakshi Sundaram!', { username: 'Meenakshi Sundaram' });
    expect(name.status).toBe(400);
    expect(name.error).toMatch(/your name/i);
    const email = await signUp('rajeshwari#2025', { email: 'rajeshwari.v@example.com' });
    expect(email.status).toBe(400);
    expect(email.error).toMatch(/e-mail/i);
    expect(email.error).not.toBe(name.error);
  });

  it('refuses the region and country of the address with a decoration', async () => {
    const { region, country } = site.company.address;
    for (const password of [`${region.replace(/\s/g, '')}@1`, `${country}2024!`]) {
      const { status, error } = await signUp(password);
      expect(status, password).toBe(400);
      expect(error, password).toMatch(/place/i);
    }
  });

  it('refuses the guessable passwords of the outside test: the own address, decorated common words', async () => {
    for (const own of ['kavitha.r@example.com', 'kavitha.raman.sundaram@mail.example.com']) {
      const email = await signUp(own, { email: own });
      expect(email.status, own).toBe(400);
      expect(email.error, own).toMatch(/e-mail/i);
    }
    for (const password of ['P@ssw0rd1', 'P@ssw0rd123', 'P@ssw0rd!2024', 'Dr@gon2024']) {
      const { status, error } = await signUp(password);
      expect(status, password).toBe(400);
      expect(error, password).toMatch(/guess/i);
    }
  });

  it('applies the same rules to a new password on the account page', async () => {
    const account = { username: 'Lakshmi', email: 'lakshmi.n@example.com' };
    const res = await api.post('/signup', {
      ...account,
      password: 'coconut palms by the sea',
      agree: true,
    });
    expect(res.statusCode).toBe(201);
    const cookie = sessionCookie(res);
    for (const newPassword of [account.email, 'P@ssw0rd!2024', 'Lakshmi@2024']) {
      const change = await api.call('POST', '/account/password', {
        cookie,
        payload: { currentPassword: 'coconut palms by the sea', newPassword },
      });
      expect(change.statusCode, newPassword).toBe(400);
      expect(change.json().errors.newPassword, newPassword).toMatch(/guess/i);
    }
  });

  it('accepts strong passwords and passphrases in any script, with no composition rules', async () => {
    for (const password of [
      'tamarind rice on fridays',
      'kolam at dawn, filter coffee',
      'மழைக்கால மாலை தேநீர்',
      'x7#Lq9!vRt',
      '🌧️ monsoon 🌴 evenings',
      `visiting ${city} in the monsoon with grandma`,
    ]) {
      const { status, error } = await signUp(password);
      expect(error, password).toBeUndefined();
      expect(status, password).toBe(201);
    }
  });
});
