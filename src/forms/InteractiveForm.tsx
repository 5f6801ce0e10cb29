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
  return <Form name={name} form={form} {...rest} />;
}
