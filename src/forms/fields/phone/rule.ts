import {
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { PhoneField } from './schema';

export const phoneRule: FieldRule<PhoneField> = {
  rule: (field) => {
    const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
    return stringRule(field, {
      max: field.maxLength,
      // A number without "+" is read as a number of the default country (India).
      check: {
        test: (v) => isValidPhoneNumber(v, country),
        message: 'Enter a valid phone number for the selected country.',
      },
      // The phone input sends E.164 already; the plain box of a page without scripts sends what
      // was typed ("098765 43210"), stored the same way once it is valid (decisions.md #25).
      finish: (v) =>
        v !== '' && isValidPhoneNumber(v, country)
          ? (parsePhoneNumberFromString(v, country)?.number ?? v)
          : v,
    });
  },
  empty: () => '',
};
