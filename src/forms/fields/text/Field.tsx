import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { Input } from '../field-styles';
import type { TextField } from './schema';

/** A one-line text input (names and the like). */
export default function TextFieldView({ field, id, error, register }: FieldProps<TextField>) {
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
