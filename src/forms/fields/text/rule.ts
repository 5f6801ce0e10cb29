import { postedText, type FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { TextField } from './schema';

export const textRule: FieldRule<TextField> = {
  personal: true,
  rule: (field) => stringRule(field, { max: field.maxLength }),
  empty: () => '',
  fromFormPost: postedText,
};
