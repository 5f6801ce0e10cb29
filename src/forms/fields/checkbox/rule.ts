import * as z from 'zod/mini';
import type { FieldRule } from '../field-rule';
import { requiredMessage } from '../string-rule';
import type { CheckboxField } from './schema';

export const checkboxRule: FieldRule<CheckboxField> = {
  // One of the form's own choices: it says what the enquiry was about, not who sent it.
  personal: false,
  // A required box must be ticked: `true` is the only accepted value.
  rule: (field) =>
    field.required
      ? z.literal(true, { error: requiredMessage(field) })
      : z.optional(z.boolean({ error: requiredMessage(field) })),
  empty: () => false,
  // A browser sends a box only when it is ticked (with any value): present is true.
  fromFormPost: (posted) => posted !== undefined,
};
