import type { Field } from '../../schema/forms';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { Input } from './field-styles';

/** An e-mail address input: the e-mail keyboard on phones, format checked by the schema. */
export function EmailField({
  field,
  id,
  error,
  register,
}: FieldProps<Extract<Field, { type: 'email' }>>) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete={field.autocomplete ?? 'email'}
        maxLength={field.maxLength}
        aria-required={field.required}
        {...describedBy(id, error)}
        {...register(field.name)}
      />
    </FieldFrame>
  );
}
