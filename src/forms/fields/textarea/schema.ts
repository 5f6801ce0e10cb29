import { z } from 'zod';
import { fieldBase, maxLength } from '../common';

export const textareaFieldSchema = z
  .strictObject({
    type: z.literal('textarea'),
    ...fieldBase,
    maxLength: maxLength(5000),
    rows: z.number().int().min(2).max(20).default(4).describe('Visible lines.'),
  })
  .describe('A message box of several lines; it spans the whole form.');

export type TextareaField = z.infer<typeof textareaFieldSchema>;
