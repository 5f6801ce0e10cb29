import { describe, expect, it } from 'vitest';
import { buildFormSchema, honeypotField } from '../../../src/forms/build-form-schema';
import { fieldErrors } from '../../../src/forms/field-errors';
import { site } from '../render';

const enquiry = buildFormSchema(site.forms.enquiry);
const signup = buildFormSchema(site.forms.signup);
const valid = {
  fname: 'Asha',
  lname: 'Raman',
  email: 'asha@example.com',
  mobile: '+919876543210',
  message: 'We need an online store for our textile business.',
};

function errorsOf(schema: typeof enquiry, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error, 'Please check the form.').errors;
}

describe('buildFormSchema', () => {
  it('accepts a complete enquiry and trims the text', () => {
    const result = enquiry.parse({ ...valid, fname: '  Asha  ' });
    expect(result.fname).toBe('Asha');
  });

  it('names every missing required field with its label', () => {
    expect(errorsOf(enquiry, {})).toEqual({
      fname: 'First Name is required.',
      lname: 'Last Name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    });
  });

  it('treats a value of only spaces as empty', () => {
    expect(errorsOf(enquiry, { ...valid, message: '   ' })).toEqual({
      message: 'Message is required.',
    });
  });

  it('checks the normalised text: invisible characters removed, NFC, one-line fields on one line', () => {
    expect(errorsOf(enquiry, { ...valid, fname: '\u200B\u2060\uFEFF' })).toEqual({
      fname: 'First Name is required.',
    });
    const parsed = enquiry.parse({ ...valid, fname: 'Jose\u0301\u200B', lname: 'de\nla Cruz' });
    expect(parsed).toMatchObject({ fname: 'Jos\u00e9', lname: 'de la Cruz' });
    expect(errorsOf(enquiry, { ...valid, fname: 'Asha\uD800' }).fname).toEqual(expect.any(String));
  });

  it('refuses a malformed e-mail address', () => {
    for (const email of ['asha', 'asha@', '@example.com', 'asha@example', 'a b@example.com']) {
      expect(errorsOf(enquiry, { ...valid, email }).email, email).toMatch(/valid e-mail/);
    }
  });

  it('applies the safety bounds: names 100, e-mail 254, phone 32, message 5000', () => {
    expect(enquiry.safeParse({ ...valid, fname: 'a'.repeat(100) }).success).toBe(true);
    expect(errorsOf(enquiry, { ...valid, fname: 'a'.repeat(101) }).fname).toBe(
      'First Name can be at most 100 characters.',
    );
    expect(errorsOf(enquiry, { ...valid, lname: 'a'.repeat(101) }).lname).toMatch(/at most 100/);
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longEmail.length).toBe(254);
    expect(errorsOf(enquiry, { ...valid, email: `a${longEmail}` }).email).toMatch(/at most 254/);
    expect(errorsOf(enquiry, { ...valid, mobile: `+91${'9'.repeat(30)}` }).mobile).toMatch(
      /at most 32/,
    );
    expect(enquiry.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true);
    expect(errorsOf(enquiry, { ...valid, message: 'm'.repeat(5001) }).message).toMatch(
      /at most 5000/,
    );
  });

  it('leaves the phone optional', () => {
    expect(enquiry.safeParse({ ...valid, mobile: '' }).success).toBe(true);
    const { mobile: _mobile, ...withoutPhone } = valid;
    expect(enquiry.safeParse(withoutPhone).success).toBe(true);
  });

  it('checks a phone number against its country, India by default', () => {
    expect(enquiry.safeParse({ ...valid, mobile: '+919876543210' }).success).toBe(true);
    expect(enquiry.safeParse({ ...valid, mobile: '98765 43210' }).success).toBe(true);
    expect(enquiry.safeParse({ ...valid, mobile: '+14155552671' }).success).toBe(true);
    expect(enquiry.safeParse({ ...valid, mobile: '+442079460958' }).success).toBe(true);
    for (const mobile of [
      '+9112345',
      '12345',
      '+91 98765 4321',
      '+91 0987654321',
      'call me',
      'call 98765 43210 after six',
      '+1415555267',
    ]) {
      expect(errorsOf(enquiry, { ...valid, mobile }).mobile, mobile).toBe(
        'Enter a valid phone number for the selected country.',
      );
    }
  });

  it('stores a valid number in international form, also right after an invalid one', () => {
    expect(errorsOf(enquiry, { ...valid, mobile: '+91 98765 4321' }).mobile).toBeDefined();
    const parsed = enquiry.safeParse({ ...valid, mobile: '098765 43210' });
    expect(parsed.success && parsed.data.mobile).toBe('+919876543210');
  });

  it('refuses wrong types with a readable message', () => {
    expect(errorsOf(enquiry, { ...valid, fname: 42 }).fname).toBe('First Name must be text.');
    expect(errorsOf(enquiry, { ...valid, message: ['a'] }).message).toBe('Message must be text.');
  });

  it('refuses fields the form does not have', () => {
    const result = enquiry.safeParse({ ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error, 'Check the form.').message).toMatch(/no field "isAdmin"/);
  });

  it('accepts the envelope every form sends: form, page, subject and an empty honeypot', () => {
    const parsed = enquiry.parse({
      ...valid,
      form: 'enquiry',
      page: '/vps-hosting',
      subject: 'VPS',
      [honeypotField]: '',
    });
    expect(parsed.page).toBe('/vps-hosting');
  });

  it('requires the sign-up agreement and a password of 8 to 128 characters, untrimmed', () => {
    const account = { username: 'Asha', email: 'asha@example.com', password: 'correct horse' };
    expect(signup.safeParse({ ...account, agree: true }).success).toBe(true);
    expect(errorsOf(signup, { ...account, agree: false }).agree).toBe(
      'Please accept the terms of use and privacy policy to continue.',
    );
    expect(errorsOf(signup, { ...account, password: 'short12', agree: true }).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(signup.safeParse({ ...account, password: 'p'.repeat(64), agree: true }).success).toBe(
      true,
    );
    expect(
      errorsOf(signup, { ...account, password: 'p'.repeat(129), agree: true }).password,
    ).toMatch(/at most 128/);
    expect(signup.parse({ ...account, password: '  spaced  ', agree: true }).password).toBe(
      '  spaced  ',
    );
  });

  it('accepts only a listed option of a select, and requires one when the field is required', () => {
    const select = {
      type: 'select' as const,
      name: 'plan',
      label: 'Plan',
      required: true,
      placeholder: 'Choose a plan',
      options: [
        { value: 'basic', label: 'Basic' },
        { value: 'pro', label: 'Pro' },
      ],
    };
    const schema = buildFormSchema({ fields: [select] });
    expect(schema.parse({ plan: 'pro' }).plan).toBe('pro');
    expect(errorsOf(schema, { plan: '' }).plan).toBe('Plan is required.');
    expect(errorsOf(schema, { plan: 'enterprise' }).plan).toBe(
      'Choose one of the listed options for Plan.',
    );
    const optional = buildFormSchema({ fields: [{ ...select, required: false }] });
    expect(optional.safeParse({ plan: '' }).success).toBe(true);
    expect(optional.safeParse({ plan: 'enterprise' }).success).toBe(false);
  });
});
