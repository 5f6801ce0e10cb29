import type { Path } from './json-pointer';
import type { FieldSpec } from './field-spec';
import type { FieldComponent } from './field-props';
import { useFormEnv } from './form-env';
import { initialValue } from './initial-value';
import { itemLabel } from './item-label';

type ArraySpec = Extract<FieldSpec, { kind: 'array' }>;

/** A list field: each item with move, remove, and an add button at the end. */
export function ArrayField({
  spec,
  label,
  value,
  path,
  Field,
}: {
  spec: ArraySpec;
  label: string;
  value: unknown;
  path: Path;
  Field: FieldComponent;
}) {
  const { edit } = useFormEnv();
  const items = Array.isArray(value) ? value : [];
  const noun = label.toLowerCase();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    edit(path, next);
  };
  const remove = (index: number) =>
    edit(
      path,
      items.filter((_, i) => i !== index),
    );
  return (
    <>
      <ol className="array-items">
        {items.map((item, index) => {
          const name = itemLabel(item, index);
          return (
            <li key={index} className="array-item">
              <Field
                entry={{ key: String(index), label: name, optional: false, spec: spec.item }}
                value={item}
                path={[...path, index]}
              />
              <div className="item-actions" role="group" aria-label={`${name} actions`}>
                <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up<span className="visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down<span className="visually-hidden"> {name}</span>
                </button>
                <button type="button" onClick={() => remove(index)}>
                  Remove<span className="visually-hidden"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="add"
        disabled={spec.max !== undefined && items.length >= spec.max}
        onClick={() => edit(path, [...items, initialValue(spec.item)])}
      >
        Add to {noun}
      </button>
    </>
  );
}
