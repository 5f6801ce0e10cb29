import { usePostedForm } from '../engine/browser/form-state';
import type { FormName } from './declarations';
import Form from './Form';
import type { FormValues } from './fields/field-props';
import forms from 'virtual:forms';

/** What the static form hands over when the interactive one replaces it (see LazyForm). */
export interface InteractiveFormProps {
  name: FormName;
  initialValues: FormValues;
  focusName?: string;
  /** Per-field errors of a post made before the scripts ran, still shown. */
  initialErrors?: Record<string, string>;
  /** The visitor pressed submit before this form loaded: it submits at once. */
  submitNow?: boolean;
}

/** An in-page form (contact page, login page) once its code has loaded; see LazyForm. */
export default function InteractiveForm({ name, ...rest }: InteractiveFormProps) {
  const form = forms[name];
  // The result line of a post made before the scripts ran stays, as the static form showed it:
  // "sent" must not vanish because the visitor's pointer woke this form.
  const posted = usePostedForm(name);
  const initialStatus = posted && {
    tone: posted.outcome === 'sent' ? ('success' as const) : ('error' as const),
    text: posted.message,
  };
  return <Form name={name} form={form} initialStatus={initialStatus} {...rest} />;
}
