import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema } from '../../schema/common';
import { passkeysTextSchema } from './passkeys-words';
import { proofTextSchema } from './proof-words';
import { sessionsTextSchema } from './sessions-words';
import { twoFactorTextSchema } from './two-factor-words';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

export const accountPanelSchema = z
  .strictObject({
    type: z.literal('accountPanel'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.default('Your account'),
    intro: z.string().apply(longText).optional().describe('One sentence under the heading.'),
    nameLabel: text('Name', 'Label of the account’s name.'),
    emailLabel: text('E-mail', 'Label of the account’s e-mail address.'),
    loadingText: text('Loading your account…', 'Shown while the account loads.'),
    signedOutText: text('You are not logged in.', 'Shown when the session has ended.'),
    failedText: text('Your account could not be loaded. Try again.', 'Shown on a failure.'),
    loginLabel: text('Log in', 'Link to the login page.'),
    loginPath: z
      .string()
      .regex(/^\/\S*$/)
      .default('/loginsignup')
      .describe('Path of the login page.'),
    staffLinkText: text('Open the leads inbox', 'Link shown to staff accounts only.'),
    staffLinkPath: z
      .string()
      .regex(/^\/\S*$/)
      .default('/leads')
      .describe('Path of the leads inbox page.'),
    leadsHeading: text('Your enquiries', 'Heading above the enquiries sent while logged in.'),
    noLeadsText: text(
      'You have not sent an enquiry while logged in.',
      'Shown when the account has sent none.',
    ),
    passwordHeading: text('Change your password', 'Heading of the password form.'),
    currentPasswordLabel: text('Current password', 'Label of the current password.'),
    newPasswordLabel: text('New password', 'Label of the new password.'),
    passwordButton: text('Change password', 'Button of the password form.'),
    deleteHeading: text('Delete your account', 'Heading of the delete form.'),
    deleteIntro: z
      .string()
      .optional()
      .describe('What deleting means, e.g. that enquiries already sent stay with the company.'),
    deletePasswordLabel: text('Password', 'Label of the password that confirms the deletion.'),
    deleteConfirmLabel: text(
      'I understand that my account will be deleted for good.',
      'Checkbox the visitor must tick before deleting.',
    ),
    deleteConfirmError: text('Tick the box to confirm.', 'Error when the box is not ticked.'),
    deleteButton: text('Delete account', 'Button of the delete form.'),
    dataHeading: text('Your data', 'Heading of the download of the visitor’s data.'),
    dataIntro: text(
      'Everything kept about your account and the enquiries you sent while logged in, as one file.',
      'What the download holds.',
    ),
    downloadLabel: text('Download your data (JSON)', 'Link that downloads the visitor’s data.'),
    eraseHeading: text('Erase your data', 'Heading of the erasure form.'),
    eraseIntro: text(
      'Your account and every enquiry you sent while logged in are removed for good, and you are logged out. For enquiries sent without logging in, write to us: we check it is you, then erase them.',
      'What erasing removes, and what it does not.',
    ),
    eraseConfirmLabel: text(
      'I understand that my account and my enquiries will be erased for good.',
      'Checkbox the visitor must tick before erasing.',
    ),
    eraseButton: text('Erase my data', 'Button of the erasure form.'),
    sessions: sessionsTextSchema,
    proof: proofTextSchema,
    twoFactor: twoFactorTextSchema,
    passkeys: passkeysTextSchema,
    logoutButton: text('Log out', 'Button that ends the session; works without JavaScript.'),
    failureText: text('Something went wrong. Try again.', 'Shown when a form could not be sent.'),
  })
  .describe(
    'The account page: who is logged in, their enquiries, a password change, account deletion and Log out. Use on a page with "access": "account".',
  );

export type AccountPanelBlock = z.infer<typeof accountPanelSchema>;
