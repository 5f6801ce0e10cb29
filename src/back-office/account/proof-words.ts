import { z } from 'zod';
import { longText } from '../../schema/field-widget';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

/** The words of the account page's dialog that asks for the password again (decisions.md #85). */
export const proofTextSchema = z
  .strictObject({
    title: text('Confirm it is you', 'Title of the dialog that asks for the password again.'),
    text: z
      .string()
      .min(1)
      .apply(longText)
      .default('For your safety, please type your password again before changing how you sign in.')
      .describe('Why the password is asked for again (after 10 minutes).'),
    passwordLabel: text('Your password', 'Label of the password field in that dialog.'),
    confirmLabel: text('Confirm and continue', 'Button that confirms the password.'),
    cancelLabel: text('Cancel', 'Button that closes the dialog.'),
  })
  .prefault({})
  .describe('The dialog that asks for the password again before a change to how you sign in.');

export type ProofText = z.infer<typeof proofTextSchema>;
