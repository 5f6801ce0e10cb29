import { describedBy, postedText, type StaticFieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { TextArea } from '../field-styles';
import type { TextareaField } from './schema';

/** The message box before the form's code has loaded. */
export default function TextareaFieldStatic({
  field,
  id,
  value,
  error,
}: StaticFieldProps<TextareaField>) {
  return (
    <FieldFrame field={field} id={id} error={error} wide>
      <TextArea
        id={id}
        name={field.name}
        rows={field.rows}
        aria-required={field.required}
        defaultValue={postedText(value)}
        {...describedBy(id, error)}
      />
    </FieldFrame>
  );
}
