import type { ComponentType } from 'react';
import type { FieldProps } from './field-props';
import type { FieldOf, FieldType } from './schemas';

// Field type → interactive component (react-hook-form). Typed over every field type, so a type
// without a component fails to compile.
// Written by `npm run schemas` from the folders of src/forms/fields/: do not edit.
import CheckboxFieldView from './checkbox/Field';
import EmailFieldView from './email/Field';
import PasswordFieldView from './password/Field';
import PhoneFieldView from './phone/Field';
import SelectFieldView from './select/Field';
import TextFieldView from './text/Field';
import TextareaFieldView from './textarea/Field';

export const fieldComponents: { [K in FieldType]: ComponentType<FieldProps<FieldOf<K>>> } = {
  checkbox: CheckboxFieldView,
  email: EmailFieldView,
  password: PasswordFieldView,
  phone: PhoneFieldView,
  select: SelectFieldView,
  text: TextFieldView,
  textarea: TextareaFieldView,
};
// End of the written part.

/** Renders one declared field with the component of its type. */
export function FieldView<K extends FieldType>(props: FieldProps<FieldOf<K>>) {
  const type: K = props.field.type;
  const Component: ComponentType<FieldProps<FieldOf<K>>> = fieldComponents[type];
  return <Component {...props} />;
}
