import type { StaticFieldProps } from '../field-props';
import { FieldRow } from '../field-styles';
import { CheckboxLabel, CheckboxRow } from './checkbox-label';
import type { CheckboxField } from './schema';

/** The checkbox before the form's code has loaded. */
export default function CheckboxFieldStatic({ field, id }: StaticFieldProps<CheckboxField>) {
  return (
    <FieldRow $wide>
      <CheckboxRow>
        <input id={id} name={field.name} type="checkbox" aria-required={field.required} />
        <label htmlFor={id}>
          <CheckboxLabel field={field} />
        </label>
      </CheckboxRow>
    </FieldRow>
  );
}
