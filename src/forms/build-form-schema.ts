import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
// zod/mini: the same rules as classic zod at a fraction of the size in the browser's forms chunk.
import * as z from 'zod/mini';
import type { Field, FormDeclaration } from '../schema/forms';
import { hasLoneSurrogate, isSitePath, normalisePassword, normaliseText } from './normalise-input';

/**
 * Name of the hidden field people never see and naive bots fill in (D10). It is part of the
 * schema so a filled one is not an "unknown field"; the server refuses the submission.
 */
export const honeypotField = 'website';

const emailFormat = z.email();

/** The text a field shows when it is required and empty. */
export function requiredMessage(field: Field): string {
  return field.requiredMessage ?? `${field.label} is required.`;
}

/** A string rule: wrong type and missing value say what is expected, in the field's words. */
function text(field: Field) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(field)
        : `${field.label} must be text.`,
  });
}

const tooLong = (field: Field, max: number) =>
  z.maxLength(max, `${field.label} can be at most ${max} characters.`);

type Check = { test: (value: string) => boolean; message: string };

/** Refuses a broken character before anything else is checked; the message names the field. */
const wellFormed = (label: string) =>
  z.refine<string>((v: string) => !hasLoneSurrogate(v), {
    error: `${label} contains a character that could not be read. Please type it again.`,
    abort: true,
  });

const oneLine = (v: string) => normaliseText(v, { multiline: false });
const multiLine = (v: string) => normaliseText(v, { multiline: true });

/**
 * A string field: normalised (see normalise-input; passwords only to NFC), then trimmed (except
 * passwords), bounded, required → at least one character, optional → "" and a missing key are
 * both fine; `check` applies to a non-empty value. Normalising here, in the schema both sides
 * use, means the browser shows the same errors the server gives, and the parsed data the server
 * stores and e-mails is the text that was checked.
 */
function stringRule(
  field: Field,
  {
    trim = true,
    normalise,
    max,
    min,
    check,
  }: {
    trim?: boolean;
    normalise: (value: string) => string;
    max: number;
    min?: number;
    check?: Check;
  },
): z.ZodMiniType {
  const checks = [
    wellFormed(field.label),
    z.overwrite(normalise),
    ...(trim ? [z.trim()] : []),
    ...(field.required ? [z.minLength(1, requiredMessage(field))] : []),
    tooLong(field, max),
    ...(min
      ? [
          z.refine<string>(
            (v: string) => v === '' || v.length >= min,
            `${field.label} must be at least ${min} characters.`,
          ),
        ]
      : []),
    ...(check ? [z.refine<string>((v: string) => v === '' || check.test(v), check.message)] : []),
  ];
  const rule = text(field).check(...checks);
  return field.required ? rule : z.optional(rule);
}

/** The zod rule of one field: the same on the browser and on the server. */
export function fieldRule(field: Field): z.ZodMiniType {
  switch (field.type) {
    case 'text':
      return stringRule(field, { normalise: oneLine, max: field.maxLength });
    case 'textarea':
      return stringRule(field, { normalise: multiLine, max: field.maxLength });
    case 'email':
      return stringRule(field, {
        normalise: oneLine,
        max: field.maxLength,
        check: {
          test: (v) => emailFormat.safeParse(v).success,
          message: 'Enter a valid e-mail address, like name@example.com.',
        },
      });
    case 'phone': {
      const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
      return stringRule(field, {
        normalise: oneLine,
        max: field.maxLength,
        // A number without "+" is read as a number of the default country (India).
        check: {
          test: (v) => isValidPhoneNumber(v, country),
          message: 'Enter a valid phone number for the selected country.',
        },
      });
    }
    case 'password':
      // Passwords are never trimmed: every character counts (OWASP ASVS 5).
      return stringRule(field, {
        trim: false,
        normalise: normalisePassword,
        max: field.maxLength,
        min: field.minLength,
      });
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: requiredMessage(field) })
        : z.optional(z.boolean({ error: requiredMessage(field) }));
  }
}

const pageMessage = 'The form was sent from an address that is not a page of this site.';

const envelope = {
  form: z.optional(z.string().check(z.maxLength(40))),
  page: z.optional(
    z.string().check(z.maxLength(300), z.refine<string>(isSitePath, { error: pageMessage })),
  ),
  subject: z.optional(
    z.string().check(wellFormed('The subject'), z.overwrite(oneLine), z.trim(), z.maxLength(200)),
  ),
  [honeypotField]: z.optional(z.string().check(z.maxLength(500))),
};

/**
 * Compiles a form declaration into the zod schema of its submission: one rule per field plus
 * the envelope every form sends (which form, from which page, about what, and the honeypot).
 * Unknown keys are refused.
 */
export function buildFormSchema(form: Pick<FormDeclaration, 'fields'>) {
  const shape: Record<string, z.ZodMiniType> = { ...envelope };
  for (const field of form.fields) shape[field.name] = fieldRule(field);
  return z.strictObject(shape);
}

export type FormSchema = ReturnType<typeof buildFormSchema>;
