import { z } from 'zod';
import { fieldBase } from '../common';

export const passwordFieldSchema = z
  .strictObject({
    type: z.literal('password'),
    ...fieldBase,
    // OWASP ASVS 5: at least 8 characters, at least 64 allowed, no composition rules.
    minLength: z
      .number()
      .int()
      .min(0)
      .max(64)
      .default(8)
      .describe('Fewest characters (sign-up: 8).'),
    maxLength: z.number().int().min(64).max(1024).default(128).describe('At least 64.'),
  })
  .describe('A password with a Show/Hide button; never trimmed.');

export type PasswordField = z.infer<typeof passwordFieldSchema>;
