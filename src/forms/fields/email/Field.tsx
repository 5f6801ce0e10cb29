import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { Input } from '../field-styles';
import type { EmailField } from './schema';

/** An e-mail address input: the e-mail keyboard on phones, format checked by the schema. */
export default function EmailFieldView({ field, id, error, register }: FieldProps<EmailField>) {
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
