import type { Field } from '../../schema/forms';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { Input } from './field-styles';

/** A one-line text input (names and the like). */
export function TextField({
  field,
  id,
  error,
  register,
}: FieldProps<Extract<Field, { type: 'text' }>>) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Input
        id={id}
        type="text"
        autoComplete={field.autocomplete}
        maxLength={field.maxLength}
        aria-required={field.required}
        {...describedBy(id, error)}
        {...register(field.name)}
      />
    </FieldFrame>
  );
}
