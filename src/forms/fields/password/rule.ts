import type { FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { PasswordField } from './schema';

export const passwordRule: FieldRule<PasswordField> = {
  // Passwords are never trimmed: every character counts (OWASP ASVS 5).
  rule: (field) => stringRule(field, { trim: false, max: field.maxLength, min: field.minLength }),
  empty: () => '',
};
