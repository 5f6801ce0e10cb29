import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
// zod/mini: the same rules as classic zod at a fraction of the size in the browser's forms chunk.
import * as z from 'zod/mini';
import type { Field, FormDeclaration } from '../schema/forms';

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

/**
 * A string field: trimmed (except passwords), bounded, required → at least one character,
 * optional → "" and a missing key are both fine; `check` applies to a non-empty value.
 */
function stringRule(
  field: Field,
  { trim = true, max, min, check }: { trim?: boolean; max: number; min?: number; check?: Check },
): z.ZodMiniType {
  const checks = [
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
    case 'textarea':
      return stringRule(field, { max: field.maxLength });
    case 'email':
      return stringRule(field, {
        max: field.maxLength,
        check: {
          test: (v) => emailFormat.safeParse(v).success,
          message: 'Enter a valid e-mail address, like name@example.com.',
        },
      });
    case 'phone': {
      const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
      return stringRule(field, {
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
      return stringRule(field, { trim: false, max: field.maxLength, min: field.minLength });
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: requiredMessage(field) })
        : z.optional(z.boolean({ error: requiredMessage(field) }));
  }
}

const envelope = {
  form: z.optional(z.string().check(z.maxLength(40))),
  page: z.optional(z.string().check(z.maxLength(300), z.regex(/^\//))),
  subject: z.optional(z.string().check(z.trim(), z.maxLength(200))),
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
