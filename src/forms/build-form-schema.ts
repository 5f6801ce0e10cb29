import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
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
function text(field: Field, { trim = true } = {}) {
  const base = z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(field)
        : `${field.label} must be text.`,
  });
  return trim ? base.trim() : base;
}

function tooLong(field: Field, max: number) {
  return `${field.label} can be at most ${max} characters.`;
}

type Check = { test: (value: string) => boolean; message: string };

/** Required → at least one character; optional → "" and a missing key are both fine. */
function finish(field: Field, rule: z.ZodString, check?: Check): z.ZodType {
  let out: z.ZodType<string> = field.required ? rule.min(1, requiredMessage(field)) : rule;
  if (check) out = out.refine((v) => v === '' || check.test(v), check.message);
  return field.required ? out : out.optional();
}

/** The zod rule of one field: the same on the browser and on the server. */
export function fieldRule(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return finish(field, text(field).max(field.maxLength, tooLong(field, field.maxLength)));
    case 'email':
      return finish(field, text(field).max(field.maxLength, tooLong(field, field.maxLength)), {
        test: (v) => emailFormat.safeParse(v).success,
        message: 'Enter a valid e-mail address, like name@example.com.',
      });
    case 'phone': {
      const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
      return finish(field, text(field).max(field.maxLength, tooLong(field, field.maxLength)), {
        // A number without "+" is read as a number of the default country (India).
        test: (v) => isValidPhoneNumber(v, country),
        message: 'Enter a valid phone number for the selected country.',
      });
    }
    case 'password': {
      // Passwords are never trimmed: every character counts (OWASP ASVS 5).
      let rule = text(field, { trim: false }).max(field.maxLength, tooLong(field, field.maxLength));
      if (field.minLength > 0)
        rule = rule.min(
          Math.max(field.minLength, field.required ? 1 : 0),
          `${field.label} must be at least ${field.minLength} characters.`,
        );
      return finish(field, rule);
    }
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: requiredMessage(field) })
        : z.boolean({ error: requiredMessage(field) }).optional();
  }
}

const envelope = {
  form: z.string().max(40).optional(),
  page: z.string().max(300).regex(/^\//).optional(),
  subject: z.string().trim().max(200).optional(),
  [honeypotField]: z.string().max(500).optional(),
};

/**
 * Compiles a form declaration into the zod schema of its submission: one rule per field plus
 * the envelope every form sends (which form, from which page, about what, and the honeypot).
 * Unknown keys are refused.
 */
export function buildFormSchema(form: Pick<FormDeclaration, 'fields'>) {
  const shape: Record<string, z.ZodType> = { ...envelope };
  for (const field of form.fields) shape[field.name] = fieldRule(field);
  return z.strictObject(shape);
}

export type FormSchema = ReturnType<typeof buildFormSchema>;
