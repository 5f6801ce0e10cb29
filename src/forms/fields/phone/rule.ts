import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import { postedText, type FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { PhoneField } from './schema';

/**
 * Parses a number once for the check and the stored form that follows it. Parsing is the costly
 * part of a submission (most of a form's validation time on the server), and the check and the
 * finishing step always see the same value one after the other.
 */
function lastParse(country: CountryCode | undefined) {
  let last: { value: string; parsed: PhoneNumber | undefined } | undefined;
  return (value: string) => {
    if (last?.value !== value)
      // extract: false, so the whole value must be the number ("call 98765 43210" is not).
      last = {
        value,
        parsed: parsePhoneNumberFromString(value, { defaultCountry: country, extract: false }),
      };
    return last.parsed;
  };
}

export const phoneRule: FieldRule<PhoneField> = {
  personal: true,
  rule: (field) => {
    const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
    const parse = lastParse(country);
    const valid = (v: string) => parse(v)?.isValid() === true;
    return stringRule(field, {
      max: field.maxLength,
      // A number without "+" is read as a number of the default country (India).
      check: { test: valid, message: 'Enter a valid phone number for the selected country.' },
      // The phone input sends E.164 already; the plain box of a page without scripts sends what
      // was typed ("098765 43210"), stored the same way once it is valid (decisions.md #25).
      finish: (v) => (v !== '' && valid(v) ? (parse(v)?.number ?? v) : v),
    });
  },
  empty: () => '',
  fromFormPost: postedText,
};
