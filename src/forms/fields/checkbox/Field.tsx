import { describedBy, type FieldProps } from '../field-props';
import { ErrorText, FieldRow } from '../field-styles';
import { CheckboxLabel, CheckboxRow } from './checkbox-label';
import type { CheckboxField } from './schema';

/** A checkbox whose label may contain links, e.g. the terms-of-use agreement. */
export default function CheckboxFieldView({
  field,
  id,
  error,
  register,
}: FieldProps<CheckboxField>) {
  return (
    <FieldRow $wide>
      <CheckboxRow>
        <input
          id={id}
          type="checkbox"
          aria-required={field.required}
          {...describedBy(id, error)}
          {...register(field.name)}
        />
        <label htmlFor={id}>
          <CheckboxLabel field={field} />
        </label>
      </CheckboxRow>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
