// zod/mini: the same rules as classic zod at a fraction of the size in the browser's forms chunk.
import * as z from 'zod/mini';
import type { FormDeclaration } from './declarations';
import { fieldRule } from './fields/rules';
import { oneLine, wellFormed } from './fields/string-rule';
import { honeypotField } from './honeypot';
import { leadSourceKeys } from './lead-source';
import { isSitePath } from '../schema/normalise-input';

// It is part of the schema so a filled one is not an "unknown field"; the server refuses the
// submission (see parseSubmission).
export { honeypotField };

/** Why a submission's `page` was refused: the server also says it when the site lacks the page. */
export const pageMessage = 'The form was sent from an address that is not a page of this site.';

const envelope = {
  form: z.optional(z.string().check(z.maxLength(40))),
  page: z.optional(
    z.string().check(z.maxLength(300), z.refine<string>(isSitePath, { error: pageMessage })),
  ),
  subject: z.optional(
    z.string().check(wellFormed('The subject'), z.overwrite(oneLine), z.trim(), z.maxLength(200)),
  ),
  // Where the visit came from (see lead-source.ts): the referrer and the landing URL's utm_ values.
  source: z.optional(
    z.partialRecord(
      z.enum(leadSourceKeys),
      z.string().check(wellFormed('The source'), z.overwrite(oneLine), z.trim(), z.maxLength(300)),
    ),
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
