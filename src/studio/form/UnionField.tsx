import { isRecord } from '../../schema/is-record';
import { toPointer, type Path } from './json-pointer';
import type { FieldSpec } from './field-spec';
import { fieldId, useFormEnv } from './form-env';
import type { FieldComponent } from './field-props';
import { initialValue } from './initial-value';
import { ObjectFields } from './ObjectFields';
import { matchUnion } from './union-match';

type UnionSpec = Extract<FieldSpec, { kind: 'union' }>;

/** A value that takes one of several shapes: a choice of shape, then that shape's fields. */
export function UnionField({
  spec,
  label,
  value,
  path,
  Field,
}: {
  spec: UnionSpec;
  label: string;
  value: unknown;
  path: Path;
  Field: FieldComponent;
}) {
  const { edit } = useFormEnv();
  const chosen = matchUnion(spec.options, value);
  const option = spec.options[chosen];
  const name = `${fieldId(toPointer(path))}-kind`;
  const choose = (index: number) => {
    const next = spec.options[index];
    if (!next || index === chosen) return;
    const start = initialValue(next.spec);
    // Keep what both shapes share (a button's label and style) when switching.
    if (isRecord(start) && isRecord(value) && next.spec.kind === 'object') {
      const shared = next.spec.fields
        .filter((f) => f.key in value)
        .map((f) => [f.key, value[f.key]]);
      edit(path, { ...start, ...Object.fromEntries(shared) });
    } else edit(path, start);
  };
  return (
    <>
      <div role="radiogroup" aria-label={`${label}: kind`} className="union-kinds">
        {spec.options.map((o, i) => (
          <label key={o.name}>
            <input type="radio" name={name} checked={i === chosen} onChange={() => choose(i)} />{' '}
            {o.name}
          </label>
        ))}
      </div>
      {option?.spec.kind === 'object' ? (
        <ObjectFields fields={option.spec.fields} value={value} path={path} Field={Field} />
      ) : option ? (
        <Field
          entry={{ key: '', label, optional: false, spec: option.spec }}
          value={value}
          path={path}
        />
      ) : null}
    </>
  );
}
