import { z } from 'zod';
import { fieldSchema, type Field } from './fields/schemas';

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

/**
 * What the form tells the visitor about their data, shown above its button (decisions.md #56):
 * what it is used for and a link to the privacy policy. The server records it with each lead.
 */
const noticeSchema = z
  .strictObject({
    purposes: z
      .string()
      .min(1)
      .max(500)
      .describe('What the details are used for, e.g. "We use these details only to reply."'),
    policy: z
      .strictObject({
        label: z.string().min(1).max(100).describe('Text of the link, e.g. "Privacy policy".'),
        href: z
          .string()
          .regex(/^\/[^\s#?]*$/, 'must be the path of a page of this site, like "/privacy-policy"')
          .describe('The privacy policy page (a page with a legalSections block).'),
      })
      .describe('The link to the privacy policy, after the purposes.'),
    marketingConsentField: z
      .string()
      .optional()
      .describe(
        'Name of an optional checkbox field that asks for marketing e-mails; its answer is recorded with the lead as the marketing consent. It is never ticked at first and never required.',
      ),
  })
  .describe('The purpose notice and privacy policy link shown with the form.');

export type FormNotice = z.infer<typeof noticeSchema>;

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
  notice: noticeSchema.optional(),
};

const leadForm = z.strictObject({
  kind: z.literal('lead').describe('Stores an enquiry the company answers.'),
  ...formBase,
  notice: noticeSchema.describe('Required: a lead form says what its data is for.'),
  success: leadSuccess,
  subjectField: z
    .string()
    .optional()
    .describe(
      'Name of the field that the button opening this form fills in with what it is about, e.g. "position" for the job of an "Apply now" button.',
    ),
});

const authForm = z.strictObject({
  kind: z.enum(['login', 'signup']).describe('Signs a visitor in, or creates an account.'),
  ...formBase,
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

export const leadFormSchema = leadForm
  .refine(uniqueFieldNames, uniqueMessage)
  .refine(
    (form) =>
      form.subjectField === undefined || form.fields.some((f) => f.name === form.subjectField),
    { message: 'names no field of this form', path: ['subjectField'] },
  )
  .refine(
    ({ notice, fields }) =>
      notice.marketingConsentField === undefined ||
      fields.some(
        (f) => f.name === notice.marketingConsentField && f.type === 'checkbox' && !f.required,
      ),
    {
      message: 'must name a checkbox field of this form that is not required',
      path: ['notice', 'marketingConsentField'],
    },
  );
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
/** The names in `formsSchema` whose form stores leads. */
type LeadFormKey = { [K in FormName]: Forms[K] extends LeadFormDeclaration ? K : never }[FormName];

/** Names of the forms that store leads, in the order the server registers their endpoints. */
export const leadFormNames = [
  'enquiry',
  'contact',
  'application',
  'getInTouch',
] as const satisfies readonly LeadFormKey[];

export type LeadFormName = (typeof leadFormNames)[number];
