import type { SelectField } from './schema';

/** The choices of a select: the empty placeholder choice first when one is declared. */
export function SelectOptions({ field }: { field: SelectField }) {
  return (
    <>
      {field.placeholder !== undefined && <option value="">{field.placeholder}</option>}
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
