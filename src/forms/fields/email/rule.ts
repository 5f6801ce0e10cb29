import * as z from 'zod/mini';
import { postedText, type FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { EmailField } from './schema';

const emailFormat = z.email();

export const emailRule: FieldRule<EmailField> = {
  personal: true,
  rule: (field) =>
    stringRule(field, {
      max: field.maxLength,
      check: {
        test: (v) => emailFormat.safeParse(v).success,
        message: 'Enter a valid e-mail address, like name@example.com.',
      },
    }),
  empty: () => '',
  fromFormPost: postedText,
};
