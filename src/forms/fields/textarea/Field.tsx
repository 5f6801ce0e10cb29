import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { TextArea } from '../field-styles';
import type { TextareaField } from './schema';

/** A multi-line message box with the declared number of rows. */
export default function TextareaFieldView({
  field,
  id,
  error,
  register,
}: FieldProps<TextareaField>) {
  return (
    <FieldFrame field={field} id={id} error={error} wide>
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
