import { z } from 'zod';
import { longText } from '../../schema/field-widget';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

/** The words of the account page's list of the devices the account is logged in on. */
export const sessionsTextSchema = z
  .strictObject({
    heading: text('Where you are logged in', 'Heading of the list of logged-in devices.'),
    intro: z
      .string()
      .min(1)
      .apply(longText)
      .default('Log out any device you do not recognise or no longer use.')
      .describe('One sentence under the heading.'),
    thisDevice: text('This device', 'Marks the device the visitor is using now.'),
    unknownDevice: text('A browser', 'Names a device whose browser is not known.'),
    lastUsedLabel: text('Last used', 'Before when a device was last used.'),
    endButton: text('Log out', 'Button that logs out one other device.'),
    endOthersButton: text(
      'Log out all other devices',
      'Button that logs out every device but this one.',
    ),
  })
  .prefault({})
  .describe('The list of devices the account is logged in on, and logging them out.');

export type SessionsText = z.infer<typeof sessionsTextSchema>;
