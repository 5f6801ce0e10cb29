import type { FormPageState } from '../../engine/browser/form-state';
import type { Forms } from '../../forms/declarations';
import type { FormResults } from '../storage/shared/form-results';

const isFormName = (forms: Forms, name: string): name is keyof Forms =>
  Object.prototype.hasOwnProperty.call(forms, name);

/**
 * The form result a page's query asks to show (decisions.md #25): `?sent=<form>` the form's
 * success message (lead forms), `?form-result=<id>` a refused post kept under that id. Anything else,
 * including an expired id, shows the page as it is.
 */
export async function formPageState(
  query: URLSearchParams,
  { forms, results }: { forms: Forms; results: FormResults },
): Promise<FormPageState | undefined> {
  const id = query.get('form-result');
  if (id) return results.get(id);
  const sent = query.get('sent');
  if (!sent || !isFormName(forms, sent)) return undefined;
  const form = forms[sent];
  // A login or sign-up goes on to its next page instead.
  if (form.kind !== 'lead') return undefined;
  return { form: sent, outcome: 'sent', message: form.success.message };
}
