import { z } from 'zod';
import { checkboxFieldSchema } from './checkbox/schema';
import { emailFieldSchema } from './email/schema';
import { passwordFieldSchema } from './password/schema';
import { phoneFieldSchema } from './phone/schema';
import { selectFieldSchema } from './select/schema';
import { textFieldSchema } from './text/schema';
import { textareaFieldSchema } from './textarea/schema';

/**
 * Every field type's schema. A field type is one folder (`schema.ts`, `rule.ts`, `Field.tsx`,
 * `Static.tsx`) and one line here, in `rules.ts` and in the two renderer maps.
 */
export const fieldSchemas = [
  textFieldSchema,
  emailFieldSchema,
  phoneFieldSchema,
  textareaFieldSchema,
  passwordFieldSchema,
  checkboxFieldSchema,
  selectFieldSchema,
] as const;

export const fieldSchema = z
  .discriminatedUnion('type', fieldSchemas)
  .describe('One input of a form.');

export type Field = z.infer<typeof fieldSchema>;
export type FieldType = Field['type'];
/** The declaration of a field of one type, e.g. `FieldOf<'select'>`. */
export type FieldOf<K extends FieldType> = Extract<Field, { type: K }>;

/** The `type` values a form field may have, in declaration order. */
export const fieldTypes: readonly FieldType[] = fieldSchemas.map(
  (schema) => schema.shape.type.value,
);
