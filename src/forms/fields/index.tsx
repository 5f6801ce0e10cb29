import type { ComponentType } from 'react';
import type { Field, FieldType } from '../../schema/forms';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import type { FieldProps } from './field-props';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

/** Field type → component. Typed over every type, so a new field type without one fails to compile. */
export const fieldComponents: {
  [K in FieldType]: ComponentType<FieldProps<Extract<Field, { type: K }>>>;
} = {
  text: TextField,
  email: EmailField,
  phone: PhoneField,
  textarea: TextareaField,
  password: PasswordField,
  checkbox: CheckboxField,
};

/** Renders one declared field with the component of its type. */
export function FieldView(props: FieldProps) {
  const render = <F extends Field>(p: FieldProps<F>, C: ComponentType<FieldProps<F>>) => (
    <C {...p} />
  );
  const { field } = props;
  switch (field.type) {
    case 'text':
      return render({ ...props, field }, fieldComponents.text);
    case 'email':
      return render({ ...props, field }, fieldComponents.email);
    case 'phone':
      return render({ ...props, field }, fieldComponents.phone);
    case 'textarea':
      return render({ ...props, field }, fieldComponents.textarea);
    case 'password':
      return render({ ...props, field }, fieldComponents.password);
    case 'checkbox':
      return render({ ...props, field }, fieldComponents.checkbox);
  }
}
