import type { FastifyReply } from 'fastify';
import type { $ZodError } from 'zod/v4/core';
import { buildFormSchema, honeypotField, pageMessage } from '../../forms/build-form-schema';
import { fieldErrors, type FieldErrors } from '../../forms/field-errors';
import type { FormDeclaration } from '../../forms/declarations';
import { answer } from '../http/replies';
import { pageOf, type SitePages } from './site-pages';
import { isRecord } from '../../schema/is-record';

export interface FormEntry<F extends FormDeclaration = FormDeclaration> {
  name: string;
  form: F;
  schema: ReturnType<typeof buildFormSchema>;
}

/** The forms that post to one endpoint, each with its compiled schema. */
export function entriesFor<F extends FormDeclaration>(forms: [string, F][]): FormEntry<F>[] {
  return forms.map(([name, form]) => ({ name, form, schema: buildFormSchema(form) }));
}

export type Parsed<F extends FormDeclaration> = {
  entry: FormEntry<F>;
  data: Record<string, unknown>;
};

/**
 * The 400 answer for a body the schema refused. Problems of the envelope (the page the form came
 * from, its subject) show beside no field, so the summary states them.
 */
function refusal(error: $ZodError, fields: FormDeclaration['fields']): FieldErrors {
  const { message: general, errors } = fieldErrors(error, '');
  const known = new Set(fields.map((f) => f.name));
  const envelope = Object.entries(errors).filter(([name]) => !known.has(name));
  const fieldsToo = envelope.length === 0 || envelope.length < Object.keys(errors).length;
  const message = [
    fieldsToo ? 'Please correct the highlighted fields.' : '',
    general.trim(),
    ...envelope.map(([, text]) => text),
  ];
  return { message: message.filter(Boolean).join(' '), errors };
}

/**
 * Validates a body with the compiled schema of the form it names (`form`), or of the first form
 * on the endpoint, and, when the server knows the site's pages, that `page` is one of them
 * (stored then as that page's own path). Answers 400 with per-field errors, or for a filled
 * honeypot, and returns undefined then.
 */
export function parseSubmission<F extends FormDeclaration>(
  entries: FormEntry<F>[],
  body: unknown,
  reply: FastifyReply,
  pages?: SitePages,
): Parsed<F> | undefined {
  if (!isRecord(body)) {
    void answer(reply, 400, {
      success: false,
      message: 'Send the form as a JSON object.',
      errors: {},
    });
    return undefined;
  }
  const requested = typeof body.form === 'string' ? body.form : undefined;
  const entry = requested === undefined ? entries[0] : entries.find((e) => e.name === requested);
  if (!entry) {
    void answer(reply, 400, {
      success: false,
      message: 'This form is not known here.',
      errors: {},
    });
    return undefined;
  }
  const result = entry.schema.safeParse(body);
  if (!result.success) {
    void answer(reply, 400, { success: false, ...refusal(result.error, entry.form.fields) });
    return undefined;
  }
  const trap = result.data[honeypotField];
  if (typeof trap === 'string' && trap !== '') {
    // A field no person sees was filled in: an automated submission. Refused visibly, so a real
    // visitor whose browser filled it by mistake is told, not silently dropped.
    void answer(reply, 400, {
      success: false,
      message: 'Your message could not be sent. Please e-mail or call us instead.',
      errors: {},
    });
    return undefined;
  }
  const data = result.data;
  if (pages && typeof data.page === 'string') {
    const page = pageOf(pages, data.page);
    if (page === undefined) {
      void answer(reply, 400, {
        success: false,
        message: pageMessage,
        errors: { page: pageMessage },
      });
      return undefined;
    }
    data.page = page;
  }
  return { entry, data };
}

/** A field's value as stored text: strings as given, checkboxes as "yes"/"no", missing as "". */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return '';
}
