import { z } from 'zod';
import { fieldBase } from '../common';

const optionSchema = z.strictObject({
  value: z.string().trim().min(1).max(200).describe('What the form sends, e.g. "PHP DEVELOPER".'),
  label: z.string().min(1).max(200).describe('What the visitor reads in the list.'),
});

export const selectFieldSchema = z
  .strictObject({
    type: z.literal('select'),
    ...fieldBase,
    options: z
      .array(optionSchema)
      .min(1)
      .refine((options) => new Set(options.map((o) => o.value)).size === options.length, {
        message: 'two options have the same value',
      })
      .describe('The choices, in the order shown.'),
    placeholder: z
      .string()
      .min(1)
      .optional()
      .describe(
        'An empty first choice, e.g. "Choose a position"; without it the first option is preselected.',
      ),
  })
  .describe('A list to choose one option from; only the listed values are accepted.');

export type SelectField = z.infer<typeof selectFieldSchema>;
