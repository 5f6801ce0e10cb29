import type { FormDeclaration, Forms } from '../../forms/declarations';
import { formPostValue } from '../../forms/fields/rules';
import { isRecord } from '../../schema/is-record';
import { formPairs } from '../http/request-text';

const formPostType = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** Whether a request is a browser's own form post (no script ran): answered with redirects. */
export const isFormPost = (contentType: string | undefined) => formPostType.test(contentType ?? '');

/** A form that posts to an endpoint, by its name in `forms`. */
export interface PostedForm {
  name: string;
  form: FormDeclaration;
}

/** The forms of each endpoint path, in declaration order: the first is the endpoint's default. */
export function formsByEndpoint(forms: Forms): Map<string, PostedForm[]> {
  const byEndpoint = new Map<string, PostedForm[]>();
  for (const [name, form] of Object.entries(forms))
    byEndpoint.set(form.endpoint, [...(byEndpoint.get(form.endpoint) ?? []), { name, form }]);
  return byEndpoint;
}

/** The form a body names among an endpoint's, else the first: as parseSubmission chooses. */
export function chosenForm(candidates: PostedForm[], body: unknown): PostedForm | undefined {
  const requested = isRecord(body) && typeof body.form === 'string' ? body.form : undefined;
  if (requested === undefined) return candidates[0];
  return candidates.find((c) => c.name === requested);
}

/**
 * A urlencoded body in the shape of the JSON the scripted form sends, so the same schema checks
 * it: each field's value read as its type says (a checkbox, which a browser sends only when
 * ticked, becomes true or false). A repeated key keeps its last value;
 * a value that is not UTF-8 is refused by its field's rule, as in JSON (see formPairs).
 */
export function formPostBody(raw: Buffer, candidates: PostedForm[]): Record<string, unknown> {
  // Object.fromEntries defines own properties: a "__proto__" key stays a (refused) field.
  const body: Record<string, unknown> = Object.fromEntries(formPairs(raw));
  const chosen = chosenForm(candidates, body);
  for (const field of chosen?.form.fields ?? []) {
    const posted = body[field.name];
    const value = formPostValue(field, typeof posted === 'string' ? posted : undefined);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}
