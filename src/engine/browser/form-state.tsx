import { createContext, useContext } from 'react';
import { isRecord } from '../../schema/is-record';

/** The values of a form as it was posted: text as typed, checkboxes ticked or not. */
export type PostedValues = Record<string, string | boolean>;

/**
 * What a page shows of a form post made without JavaScript (decisions.md #25): the success
 * message, or the refusal with its per-field errors and the visitor's values. The server renders
 * the page with it and embeds it, so the browser hydrates the same markup.
 */
export type FormPageState =
  | { form: string; outcome: 'sent'; message: string }
  | {
      form: string;
      outcome: 'refused';
      message: string;
      errors: Record<string, string>;
      values: PostedValues;
    };

/** Id of the JSON data element carrying the state in a server-rendered page. */
export const formStateElementId = 'form-state';

/** Id of the element a form's result (summary or success) is shown in; redirects point at it. */
export const formResultId = (form: string) => `form-${form}-result`;

export const FormStateContext = createContext<FormPageState | undefined>(undefined);

/** The state of a post of this form, when the page was rendered for one. */
export function usePostedForm(form: string): FormPageState | undefined {
  const state = useContext(FormStateContext);
  return state?.form === form ? state : undefined;
}

const strings = (value: unknown) =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

/** Reads the embedded state; anything that is not one gives undefined. */
export function readFormPageState(value: unknown): FormPageState | undefined {
  if (!isRecord(value) || typeof value.form !== 'string' || typeof value.message !== 'string')
    return undefined;
  const { form, message } = value;
  if (value.outcome === 'sent') return { form, outcome: 'sent', message };
  if (value.outcome !== 'refused') return undefined;
  const values = isRecord(value.values)
    ? Object.fromEntries(
        Object.entries(value.values).filter(
          (e): e is [string, string | boolean] =>
            typeof e[1] === 'string' || typeof e[1] === 'boolean',
        ),
      )
    : {};
  return { form, outcome: 'refused', message, errors: strings(value.errors), values };
}
