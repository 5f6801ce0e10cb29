import { z } from 'zod';

/** Body keys every form accepts besides its fields; a field may not take these names. */
export const reservedFieldNames = ['form', 'page', 'subject', 'website'] as const;

const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'must be a name like "fname" or "phoneNumber"')
  .refine((name) => !(reservedFieldNames as readonly string[]).includes(name), {
    message: `is reserved: ${reservedFieldNames.join(', ')} are used by every form`,
  })
  .describe('Key of the value in the JSON the form sends, e.g. "fname".');

/** The keys every field declaration has, whatever its type. */
export const fieldBase = {
  name: fieldName,
  label: z.string().min(1).max(200).describe('Visible label, e.g. "First Name".'),
  required: z.boolean().default(false).describe('Whether the form refuses an empty value.'),
  requiredMessage: z
    .string()
    .optional()
    .describe('Shown when a required field is empty; defaults to "<label> is required."'),
  autocomplete: z
    .string()
    .regex(/^[a-z -]+$/)
    .optional()
    .describe('Browser autofill hint, e.g. "given-name", "email", "tel", "new-password".'),
};

/** The most characters a text field accepts, with its default. */
export const maxLength = (fallback: number) =>
  z.number().int().min(1).max(5000).default(fallback).describe('Most characters accepted.');
