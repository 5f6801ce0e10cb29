import * as z from 'zod/mini';
import { oneLine, wellFormed } from './text-rules';

const emailFormat = z.email();

/**
 * The e-mail address whose records are exported or erased (staff's inbox and the shell):
 * normalised as typed text is, then required to be an address, so a slip never matches
 * anything by accident.
 */
export const personEmailSchema = z.string().check(
  wellFormed('The e-mail address'),
  z.overwrite(oneLine),
  z.trim(),
  z.maxLength(254, 'The e-mail address can be at most 254 characters.'),
  z.refine((value) => emailFormat.safeParse(value).success, {
    message: 'Enter an e-mail address, like name@example.com.',
  }),
);
