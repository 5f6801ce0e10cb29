import { AdvancedSection } from './AdvancedSection';
import { isRecord } from '../../schema/is-record';
import { toPointer, type Path } from './json-pointer';
import type { FieldEntry } from './field-spec';
import type { FieldComponent } from './field-props';
import { useFormEnv } from './form-env';

/**
 * The fields of an object, in schema order; the technical ones (an anchor for in-page links)
 * last, under a closed "Advanced" section that opens by itself when one of them has a problem.
 */
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
  const { problemsAt } = useFormEnv();
  const object = isRecord(value) ? value : {};
  const field = (entry: FieldEntry) => (
    <Field key={entry.key} entry={entry} value={object[entry.key]} path={[...path, entry.key]} />
  );
  const advanced = fields.filter((entry) => entry.advanced);
  const problem = advanced.some((entry) => problemsAt(toPointer([...path, entry.key])).length > 0);
  return (
    <>
      {fields.filter((entry) => !entry.advanced).map(field)}
      {advanced.length > 0 && (
        <AdvancedSection problem={problem}>{advanced.map(field)}</AdvancedSection>
      )}
    </>
  );
}
