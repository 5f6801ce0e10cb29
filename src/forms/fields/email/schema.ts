import { z } from 'zod';
import { fieldBase } from '../common';

export const emailFieldSchema = z
  .strictObject({
    type: z.literal('email'),
    ...fieldBase,
    maxLength: z.number().int().min(6).max(254).default(254).describe('RFC 5321 limit is 254.'),
  })
  .describe('An e-mail address; its format is checked.');

export type EmailField = z.infer<typeof emailFieldSchema>;
