import type * as z from 'zod/mini';
import type { FieldRule } from './field-rule';
import type { Field, FieldOf, FieldType } from './schemas';

// Field type → its rule. Typed over every field type, so a type declared in `schemas.ts` without
// a rule (or the reverse) fails to compile.
// Written by `npm run schemas` from the folders of src/forms/fields/: do not edit.
import { checkboxRule } from './checkbox/rule';
import { emailRule } from './email/rule';
import { passwordRule } from './password/rule';
import { phoneRule } from './phone/rule';
import { selectRule } from './select/rule';
import { textRule } from './text/rule';
import { textareaRule } from './textarea/rule';

export const fieldRules: { [K in FieldType]: FieldRule<FieldOf<K>> } = {
  checkbox: checkboxRule,
  email: emailRule,
  password: passwordRule,
  phone: phoneRule,
  select: selectRule,
  text: textRule,
  textarea: textareaRule,
};
// End of the written part.

function ruleOf<K extends FieldType>(field: FieldOf<K>): FieldRule<FieldOf<K>> {
  const type: K = field.type;
  return fieldRules[type];
}

/** The zod rule of one field: the same on the browser and on the server. */
export function fieldRule(field: Field): z.ZodMiniType {
  return ruleOf(field).rule(field);
}

/** A field's value in a form posted without scripts, as the scripted form would send it. */
export function formPostValue(field: Field, posted: string | undefined): unknown {
  return ruleOf(field).fromFormPost(posted, field);
}

/** The value a field holds before the visitor touches it. */
export function emptyValue(field: Field): string | boolean {
  return ruleOf(field).empty(field);
}
