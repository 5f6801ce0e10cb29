import type { FormName } from '../schema/forms';
import Form from './Form';
import type { FormValues } from './fields/field-props';
import forms from 'virtual:forms';

/** An in-page form (contact page, login page) once its code has loaded; see LazyForm. */
export default function InteractiveForm({
  name,
  initialValues,
  focusName,
}: {
  name: FormName;
  initialValues: FormValues;
  focusName?: string;
}) {
  const form = forms[name];
  return <Form name={name} form={form} initialValues={initialValues} focusName={focusName} />;
}
