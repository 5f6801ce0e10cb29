import type { ComponentType } from 'react';
import CheckboxFieldView from './checkbox/Field';
import EmailFieldView from './email/Field';
import type { FieldProps } from './field-props';
import PasswordFieldView from './password/Field';
import PhoneFieldView from './phone/Field';
import type { FieldOf, FieldType } from './schemas';
import SelectFieldView from './select/Field';
import TextFieldView from './text/Field';
import TextareaFieldView from './textarea/Field';

/**
 * Field type → interactive component (react-hook-form). Typed over every field type, so a type
 * without a component fails to compile.
 */
export const fieldComponents: { [K in FieldType]: ComponentType<FieldProps<FieldOf<K>>> } = {
  text: TextFieldView,
  email: EmailFieldView,
  phone: PhoneFieldView,
  textarea: TextareaFieldView,
  password: PasswordFieldView,
  checkbox: CheckboxFieldView,
  select: SelectFieldView,
};

/** Renders one declared field with the component of its type. */
export function FieldView<K extends FieldType>(props: FieldProps<FieldOf<K>>) {
  const type: K = props.field.type;
  const Component: ComponentType<FieldProps<FieldOf<K>>> = fieldComponents[type];
  return <Component {...props} />;
}
