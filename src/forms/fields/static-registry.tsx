import type { ComponentType } from 'react';
import CheckboxFieldStatic from './checkbox/Static';
import EmailFieldStatic from './email/Static';
import type { StaticFieldProps } from './field-props';
import PasswordFieldStatic from './password/Static';
import PhoneFieldStatic from './phone/Static';
import type { FieldOf, FieldType } from './schemas';
import SelectFieldStatic from './select/Static';
import TextFieldStatic from './text/Static';
import TextareaFieldStatic from './textarea/Static';

/**
 * Field type → static component: plain HTML for the prerendered page, without react-hook-form,
 * zod or the phone library. Typed over every field type, like the interactive map.
 */
export const staticFieldComponents: {
  [K in FieldType]: ComponentType<StaticFieldProps<FieldOf<K>>>;
} = {
  text: TextFieldStatic,
  email: EmailFieldStatic,
  phone: PhoneFieldStatic,
  textarea: TextareaFieldStatic,
  password: PasswordFieldStatic,
  checkbox: CheckboxFieldStatic,
  select: SelectFieldStatic,
};

/** Renders one declared field as static HTML with the component of its type. */
export function StaticFieldView<K extends FieldType>(props: StaticFieldProps<FieldOf<K>>) {
  const type: K = props.field.type;
  const Component: ComponentType<StaticFieldProps<FieldOf<K>>> = staticFieldComponents[type];
  return <Component {...props} />;
}
