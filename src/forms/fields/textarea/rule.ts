import { postedText, type FieldRule } from '../field-rule';
import { multiLine, stringRule } from '../string-rule';
import type { TextareaField } from './schema';

export const textareaRule: FieldRule<TextareaField> = {
  personal: true,
  // Line breaks are the visitor's paragraphs: kept.
  rule: (field) => stringRule(field, { normalise: multiLine, max: field.maxLength }),
  empty: () => '',
  fromFormPost: postedText,
};
