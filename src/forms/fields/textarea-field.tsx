import type { Field } from '../../schema/forms';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { TextArea } from './field-styles';

/** A multi-line message box with the declared number of rows. */
export function TextareaField({
  field,
  id,
  error,
  register,
}: FieldProps<Extract<Field, { type: 'textarea' }>>) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <TextArea
        id={id}
        rows={field.rows}
        maxLength={field.maxLength}
        aria-required={field.required}
        {...describedBy(id, error)}
        {...register(field.name)}
      />
    </FieldFrame>
  );
}
