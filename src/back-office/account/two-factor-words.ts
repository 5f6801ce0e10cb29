import { z } from 'zod';
import { longText } from '../../schema/field-widget';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);
const sentence = (fallback: string, description: string) =>
  z.string().min(1).apply(longText).default(fallback).describe(description);

/**
 * The words of the account page's two-step sign-in: turning it on (the app, the picture to scan,
 * the first code), the recovery codes shown once, and turning it off.
 */
export const twoFactorTextSchema = z
  .strictObject({
    heading: text('Two-step sign-in', 'Heading of the two-step sign-in part.'),
    offText: sentence(
      'Signing in will ask for a code from an authenticator app on your phone as well as your password, so a stolen password alone opens nothing.',
      'What turning it on does, shown while it is off.',
    ),
    turnOnButton: text('Turn on two-step sign-in', 'Button that starts turning it on.'),
    installStep: text(
      'Install an authenticator app on your phone, if you have none.',
      'First step of turning it on.',
    ),
    scanStep: text(
      'In the app, add an account and scan this picture:',
      'Second step, above the picture to scan.',
    ),
    pictureLabel: text(
      'QR code to scan with an authenticator app',
      'What a screen reader says of the picture.',
    ),
    keyText: text(
      'Cannot scan it? Type this key into the app instead:',
      'Above the key written out, under the picture.',
    ),
    codeStep: text('Type the six-digit code the app now shows.', 'Last step of turning it on.'),
    codeLabel: text('Six-digit code', 'Label of the first code’s field.'),
    confirmButton: text('Turn on', 'Button that checks the first code and turns it on.'),
    codesText: sentence(
      'Save these recovery codes. If you lose your phone, each one signs you in once instead of a code from the app. They are shown only now.',
      'Above the recovery codes, shown once.',
    ),
    codesLabel: text('Recovery codes', 'What a screen reader calls the list of codes.'),
    copyButton: text('Copy the codes', 'Button that copies the codes.'),
    copiedText: text('The codes are copied.', 'Shown once the codes are copied.'),
    copyFailedText: text(
      'They could not be copied: please select and copy them.',
      'Shown when the browser refused to copy.',
    ),
    downloadButton: text('Download the codes', 'Button that downloads the codes as a text file.'),
    savedButton: text('I have saved them', 'Button that closes the codes.'),
    onText: sentence(
      'Two-step sign-in is on: signing in asks for a code from your authenticator app. Recovery codes left: {left}.',
      'Shown while it is on; {left} is the number of recovery codes not used yet.',
    ),
    requiredText: text(
      'Your account needs it, so it stays on.',
      'Shown instead of turning it off, to staff whose accounts must have it.',
    ),
    offCodeLabel: text(
      'To turn it off, type a code from the app or a recovery code',
      'Label of the code that turns it off.',
    ),
    turnOffButton: text('Turn off two-step sign-in', 'Button that turns it off.'),
    failedText: text(
      'Something went wrong. Please try again.',
      'Shown when its state could not be loaded or a step failed.',
    ),
  })
  .prefault({})
  .describe('Two-step sign-in with an authenticator app: turning it on and off, recovery codes.');

export type TwoFactorText = z.infer<typeof twoFactorTextSchema>;
