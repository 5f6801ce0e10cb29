import type { ComponentType } from 'react';
import type { StaticFieldProps } from './field-props';
import type { FieldOf, FieldType } from './schemas';

// Field type → static component: plain HTML for the prerendered page, without react-hook-form,
// zod or the phone library. Typed over every field type, like the interactive map.
// Written by `npm run schemas` from the folders of src/forms/fields/: do not edit.
import CheckboxFieldStatic from './checkbox/Static';
import EmailFieldStatic from './email/Static';
import PasswordFieldStatic from './password/Static';
import PhoneFieldStatic from './phone/Static';
import SelectFieldStatic from './select/Static';
import TextFieldStatic from './text/Static';
import TextareaFieldStatic from './textarea/Static';

export const staticFieldComponents: {
  [K in FieldType]: ComponentType<StaticFieldProps<FieldOf<K>>>;
} = {
  checkbox: CheckboxFieldStatic,
  email: EmailFieldStatic,
  password: PasswordFieldStatic,
  phone: PhoneFieldStatic,
  select: SelectFieldStatic,
  text: TextFieldStatic,
  textarea: TextareaFieldStatic,
};
// End of the written part.

/** Renders one declared field as static HTML with the component of its type. */
export function StaticFieldView<K extends FieldType>(props: StaticFieldProps<FieldOf<K>>) {
  const type: K = props.field.type;
  const Component: ComponentType<StaticFieldProps<FieldOf<K>>> = staticFieldComponents[type];
  return <Component {...props} />;
}
