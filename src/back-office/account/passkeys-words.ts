import { z } from 'zod';
import { longText } from '../../schema/field-widget';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

/** The words of the account page's passkeys: the list, adding one and removing one. */
export const passkeysTextSchema = z
  .strictObject({
    heading: text('Passkeys', 'Heading of the passkeys part.'),
    intro: z
      .string()
      .min(1)
      .apply(longText)
      .default(
        'A passkey lets you confirm it is you with this device’s fingerprint, face or screen lock, or with your phone or a security key, after your password.',
      )
      .describe('What a passkey is, in one sentence.'),
    emptyText: text('You have not added a passkey.', 'Shown when the account has none.'),
    addedLabel: text('Added', 'Before the date a passkey was added.'),
    lastUsedLabel: text('Last used', 'Before when a passkey was last used.'),
    neverUsedText: text('Not used yet', 'Shown for a passkey never used to sign in.'),
    nameLabel: text('Name of the new passkey (optional)', 'Label of the name field.'),
    nameHint: text(
      'For example “Work laptop”. Without one, it is named after this browser and the day.',
      'Hint under the name field.',
    ),
    addButton: text('Add a passkey', 'Button that makes a new passkey.'),
    removeButton: text('Remove', 'Button that removes one passkey.'),
    failedText: text(
      'Your passkey was not accepted. Try again.',
      'Shown when the browser or the server refused a new passkey.',
    ),
    unsupportedText: text(
      'This browser cannot make passkeys. Try another browser or device.',
      'Shown instead of the button in a browser without passkeys.',
    ),
  })
  .prefault({})
  .describe('The list of passkeys, adding one and removing one.');

export type PasskeysText = z.infer<typeof passkeysTextSchema>;
