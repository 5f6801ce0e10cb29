import type { FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { TextareaField } from './schema';

export const textareaRule: FieldRule<TextareaField> = {
  rule: (field) => stringRule(field, { max: field.maxLength }),
  empty: () => '',
};
