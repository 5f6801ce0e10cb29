import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { Select } from '../field-styles';
import { SelectOptions } from './options';
import type { SelectField } from './schema';

/** A native select with its label: keyboard, screen readers and phones handle it as usual. */
export default function SelectFieldView({ field, id, error, register }: FieldProps<SelectField>) {
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Select
        id={id}
        autoComplete={field.autocomplete}
        aria-required={field.required}
        {...describedBy(id, error)}
        {...register(field.name)}
      >
        <SelectOptions field={field} />
      </Select>
    </FieldFrame>
  );
}
