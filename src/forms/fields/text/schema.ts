import { z } from 'zod';
import { fieldBase, maxLength } from '../common';

export const textFieldSchema = z
  .strictObject({ type: z.literal('text'), ...fieldBase, maxLength: maxLength(100) })
  .describe('A one-line text input, e.g. a name.');

export type TextField = z.infer<typeof textFieldSchema>;
