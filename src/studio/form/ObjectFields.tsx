import { isRecord } from '../../schema/is-record';
import type { Path } from '../editor/json-pointer';
import type { FieldEntry } from './field-spec';
import type { FieldComponent } from './field-props';

/** The fields of an object, in schema order. */
export function ObjectFields({
  fields,
  value,
  path,
  Field,
}: {
  fields: readonly FieldEntry[];
  value: unknown;
  path: Path;
  Field: FieldComponent;
}) {
  const object = isRecord(value) ? value : {};
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.key}
          entry={field}
          value={object[field.key]}
          path={[...path, field.key]}
        />
      ))}
    </>
  );
}
