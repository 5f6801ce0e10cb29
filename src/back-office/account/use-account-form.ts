import { useState, type FormEvent } from 'react';
import { submitJson } from '../../forms/submit-json';

export interface FormResult {
  tone: 'success' | 'error';
  message: string;
}

/**
 * Posts a form's fields as JSON and keeps what came back: the per-field errors, shown beside
 * their fields (the first one focused), and a message for the form's live region.
 */
export function useAccountForm(
  url: string,
  failureText: string,
  onSuccess: (body: Record<string, unknown>, form: HTMLFormElement) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FormResult | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const submit = async (
    event: FormEvent<HTMLFormElement>,
    check?: () => Record<string, string>,
  ) => {
    event.preventDefault();
    const form = event.currentTarget;
    const local = check?.() ?? {};
    if (Object.keys(local).length > 0) return refuse(form, local, undefined);
    const body = Object.fromEntries(
      [...new FormData(form)].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    setSending(true);
    setResult(undefined);
    const outcome = await submitJson(url, body);
    setSending(false);
    if (outcome.kind === 'ok') {
      setErrors({});
      const message = outcome.body.message;
      setResult({ tone: 'success', message: typeof message === 'string' ? message : '' });
      return onSuccess(outcome.body, form);
    }
    const fields = outcome.kind === 'refused' ? outcome.errors : {};
    const message = outcome.kind === 'refused' ? outcome.message : undefined;
    refuse(form, fields, Object.keys(fields).length > 0 ? undefined : (message ?? failureText));
  };
  const refuse = (form: HTMLFormElement, fields: Record<string, string>, message?: string) => {
    setErrors(fields);
    setResult(message ? { tone: 'error', message } : undefined);
    const first = Object.keys(fields)[0];
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };
  return { errors, result, sending, submit };
}
