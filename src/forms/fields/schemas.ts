import { z } from 'zod';

// Every field type's schema. A field type is one folder (`schema.ts`, `rule.ts`, `Field.tsx`,
// `Static.tsx`); `npm run schemas` lists it here and in the rule and control maps
// (scripts/registries.ts).
// Written by `npm run schemas` from the folders of src/forms/fields/: do not edit.
import { checkboxFieldSchema } from './checkbox/schema';
import { emailFieldSchema } from './email/schema';
import { passwordFieldSchema } from './password/schema';
import { phoneFieldSchema } from './phone/schema';
import { selectFieldSchema } from './select/schema';
import { textFieldSchema } from './text/schema';
import { textareaFieldSchema } from './textarea/schema';

export const fieldSchemas = [
  checkboxFieldSchema,
  emailFieldSchema,
  passwordFieldSchema,
  phoneFieldSchema,
  selectFieldSchema,
  textFieldSchema,
  textareaFieldSchema,
] as const;
// End of the written part.

export const fieldSchema = z
  .discriminatedUnion('type', fieldSchemas)
  .describe('One input of a form.');

export type Field = z.infer<typeof fieldSchema>;
export type FieldType = Field['type'];
/** The declaration of a field of one type, e.g. `FieldOf<'select'>`. */
export type FieldOf<K extends FieldType> = Extract<Field, { type: K }>;

/** The `type` values a form field may have, in the order of their folders. */
export const fieldTypes: readonly FieldType[] = fieldSchemas.map(
  (schema) => schema.shape.type.value,
);
