import type { StaticFieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { Input } from './field-styles';

/** The static version of a one-line input (text, e-mail, phone, password): label and box. */
export function StaticInput({ field, id, type }: StaticFieldProps & { type: string }) {
  return (
    <FieldFrame field={field} id={id}>
      <Input
        id={id}
        name={field.name}
        type={type}
        autoComplete={field.autocomplete}
        aria-required={field.required}
      />
    </FieldFrame>
  );
}
