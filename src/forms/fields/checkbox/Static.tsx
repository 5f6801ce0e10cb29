import { describedBy, type StaticFieldProps } from '../field-props';
import { ErrorText, FieldRow } from '../field-styles';
import { CheckboxLabel, CheckboxRow } from './checkbox-label';
import type { CheckboxField } from './schema';

/** The checkbox before the form's code has loaded (or without it), ticked as it was posted. */
export default function CheckboxFieldStatic({
  field,
  id,
  value,
  error,
}: StaticFieldProps<CheckboxField>) {
  return (
    <FieldRow $wide>
      <CheckboxRow>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          aria-required={field.required}
          defaultChecked={value === true}
          {...describedBy(id, error)}
        />
        <label htmlFor={id}>
          <CheckboxLabel field={field} />
        </label>
      </CheckboxRow>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
