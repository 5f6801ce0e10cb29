import { describedBy, postedText, type StaticFieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { Select } from '../field-styles';
import { SelectOptions } from './options';
import type { SelectField } from './schema';

/** The select before the form's code has loaded. */
export default function SelectFieldStatic({
  field,
  id,
  value,
  error,
}: StaticFieldProps<SelectField>) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Select
        id={id}
        name={field.name}
        autoComplete={field.autocomplete}
        aria-required={field.required}
        defaultValue={postedText(value)}
        {...describedBy(id, error)}
      >
        <SelectOptions field={field} />
      </Select>
    </FieldFrame>
  );
}
