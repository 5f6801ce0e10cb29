import { describedBy, postedText, type StaticFieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { Input } from './field-styles';

/** The static version of a one-line input (text, e-mail, phone, password): label and box. */
export function StaticInput({
  field,
  id,
  type,
  value,
  error,
}: StaticFieldProps & { type: string }) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Input
        id={id}
        name={field.name}
        type={type}
        autoComplete={field.autocomplete}
        aria-required={field.required}
        defaultValue={type === 'password' ? undefined : postedText(value)}
        {...describedBy(id, error)}
      />
    </FieldFrame>
  );
}
