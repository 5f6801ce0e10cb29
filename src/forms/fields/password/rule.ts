import { postedText, type FieldRule } from '../field-rule';
import { normalisePassword } from '../../../schema/normalise-input';
import { stringRule } from '../string-rule';
import type { PasswordField } from './schema';

export const passwordRule: FieldRule<PasswordField> = {
  personal: true,
  // Passwords are never trimmed: every character counts (OWASP ASVS 5).
  // A password keeps every character the person chose (see normalisePassword).
  rule: (field) =>
    stringRule(field, {
      trim: false,
      normalise: normalisePassword,
      max: field.maxLength,
      min: field.minLength,
    }),
  empty: () => '',
  fromFormPost: postedText,
};
