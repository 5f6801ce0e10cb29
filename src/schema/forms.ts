import { isSupportedCountry } from 'libphonenumber-js/min';
import { z } from 'zod';
import { hrefSchema } from './common';

/** Body keys every form accepts besides its fields; a field may not take these names. */
export const reservedFieldNames = ['form', 'page', 'subject', 'website'] as const;

const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'must be a name like "fname" or "phoneNumber"')
  .refine((name) => !(reservedFieldNames as readonly string[]).includes(name), {
    message: `is reserved: ${reservedFieldNames.join(', ')} are used by every form`,
  })
  .describe('Key of the value in the JSON the form sends, e.g. "fname".');

const common = {
  name: fieldName,
  label: z.string().min(1).max(200).describe('Visible label, e.g. "First Name".'),
  required: z.boolean().default(false).describe('Whether the form refuses an empty value.'),
  requiredMessage: z
    .string()
    .optional()
    .describe('Shown when a required field is empty; defaults to "<label> is required."'),
  autocomplete: z
    .string()
    .regex(/^[a-z -]+$/)
    .optional()
    .describe('Browser autofill hint, e.g. "given-name", "email", "tel", "new-password".'),
};

const maxLength = (fallback: number) =>
  z.number().int().min(1).max(5000).default(fallback).describe('Most characters accepted.');

const textField = z.strictObject({
  type: z.literal('text'),
  ...common,
  maxLength: maxLength(100),
});

const emailField = z.strictObject({
  type: z.literal('email'),
  ...common,
  maxLength: z.number().int().min(6).max(254).default(254).describe('RFC 5321 limit is 254.'),
});

const phoneField = z.strictObject({
  type: z.literal('phone'),
  ...common,
  maxLength: z.number().int().min(8).max(32).default(32),
  defaultCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "IN"')
    .refine(isSupportedCountry, 'is not a country the phone input knows')
    .default('IN')
    .describe('Country preselected in the phone input; a number must be valid for its country.'),
});

const textareaField = z.strictObject({
  type: z.literal('textarea'),
  ...common,
  maxLength: maxLength(5000),
  rows: z.number().int().min(2).max(20).default(4).describe('Visible lines.'),
});

const passwordField = z.strictObject({
  type: z.literal('password'),
  ...common,
  // OWASP ASVS 5: at least 8 characters, at least 64 allowed, no composition rules.
  minLength: z.number().int().min(0).max(64).default(8).describe('Fewest characters (sign-up: 8).'),
  maxLength: z.number().int().min(64).max(1024).default(128).describe('At least 64.'),
});

const checkboxField = z.strictObject({
  type: z.literal('checkbox'),
  ...common,
  label: z
    .string()
    .min(1)
    .max(300)
    .describe('Text beside the box; "{0}", "{1}"… mark where the links below appear.'),
  links: z
    .array(z.strictObject({ label: z.string().min(1), href: hrefSchema }))
    .default([])
    .describe('Links inside the label, e.g. to the terms of use.'),
});

export const fieldSchema = z
  .discriminatedUnion('type', [
    textField,
    emailField,
    phoneField,
    textareaField,
    passwordField,
    checkboxField,
  ])
  .describe('One input of a form.');

export type Field = z.infer<typeof fieldSchema>;
export type FieldType = Field['type'];

const leadSuccess = z.strictObject({
  message: z.string().min(1).describe('Shown after the server stored the submission.'),
  show: z
    .enum(['inline', 'toast'])
    .default('inline')
    .describe('"inline" in the form; "toast" on the page after the dialog closes.'),
  closeAfterMs: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .describe('Dialogs only: how long the inline message shows before the dialog closes.'),
  hideAfterMs: z.number().int().min(1000).max(60_000).default(5000),
});

const formBase = {
  endpoint: z
    .string()
    .regex(/^\/[A-Za-z0-9_-]+$/, 'must be a path like "/pclinfo"')
    .describe('Path under the site apiBase the form posts to, e.g. "/pclinfo".'),
  title: z.string().optional().describe('Heading of the form or dialog.'),
  intro: z.string().optional().describe('One sentence under the heading.'),
  submitLabel: z.string().min(1).describe('Text of the submit button.'),
  pendingLabel: z.string().min(1).describe('Text of the submit button while sending.'),
  cancelLabel: z.string().optional().describe('Dialogs: text of a button that closes it.'),
  messages: z.strictObject({
    failure: z.string().min(1).describe('Shown when the server refuses and gives no message.'),
    network: z.string().min(1).describe('Shown when the server cannot be reached.'),
  }),
  fields: z.array(fieldSchema).min(1),
};

const leadForm = z.strictObject({
  kind: z.literal('lead').describe('Stores an enquiry the company answers.'),
  ...formBase,
  success: leadSuccess,
});

const authForm = z.strictObject({
  kind: z.enum(['login', 'signup']).describe('Signs a visitor in, or creates an account.'),
  ...formBase,
  tokenStorageKey: z.string().min(1).default('aut-token').describe('localStorage key.'),
  redirectTo: z
    .string()
    .regex(/^\/[^\s]*$/, 'must be a path of this site, like "/"')
    .default('/')
    .describe('Where the browser goes after.'),
});

/** Two fields of one form cannot share a name: the name is the key of the value sent. */
const uniqueFieldNames = (form: { fields: Field[] }) =>
  new Set(form.fields.map((f) => f.name)).size === form.fields.length;
const uniqueMessage = { message: 'two fields have the same name', path: ['fields'] };

export const leadFormSchema = leadForm.refine(uniqueFieldNames, uniqueMessage);
export const authFormSchema = authForm
  .refine(uniqueFieldNames, uniqueMessage)
  .refine(
    (form) =>
      ['email', 'password'].every((t) => form.fields.filter((f) => f.type === t).length === 1),
    {
      message: 'a login or sign-up form needs one "email" and one "password" field',
      path: ['fields'],
    },
  );

export type LeadFormDeclaration = z.infer<typeof leadFormSchema>;
export type AuthFormDeclaration = z.infer<typeof authFormSchema>;
export type FormDeclaration = LeadFormDeclaration | AuthFormDeclaration;

/** Forms of the site: the dialogs (enquiry, application, getInTouch), the contact page, login. */
export const formsSchema = z
  .strictObject({
    enquiry: leadFormSchema.describe('Service-page popup ("opens": "enquiry").'),
    contact: leadFormSchema.describe('Form on the contact page.'),
    application: leadFormSchema.describe('Careers dialog ("opens": "application").'),
    getInTouch: leadFormSchema.describe('Home page dialog ("opens": "getInTouch").'),
    login: authFormSchema.describe('Login mode of the login page.'),
    signup: authFormSchema.describe('Sign-up mode of the login page.'),
  })
  .describe('Every form as a list of fields; the browser and the server check the same rules.');

export type Forms = z.infer<typeof formsSchema>;
export type FormName = keyof Forms;
export type LeadFormName = 'enquiry' | 'contact' | 'application' | 'getInTouch';

/** Names of the forms that store leads, in the order the server registers their endpoints. */
export const leadFormNames = [
  'enquiry',
  'contact',
  'application',
  'getInTouch',
] as const satisfies readonly LeadFormName[];
