import type { FieldEntry } from './field-spec';
import { useFormEnv } from './form-env';
import type { Path } from '../editor/json-pointer';

interface Props {
  entry: FieldEntry;
  value: unknown;
  path: Path;
  id: string;
  describedBy?: string;
}

/**
 * A text field: one line, or a growing text area for sentences. An optional text emptied by the
 * marketer is removed from the file rather than written as "".
 */
export function TextControl({ entry, value, path, id, describedBy }: Props) {
  const { edit } = useFormEnv();
  const { spec } = entry;
  if (spec.kind !== 'string') return null;
  const text =
    typeof value === 'string'
      ? value
      : typeof entry.defaultValue === 'string'
        ? entry.defaultValue
        : '';
  const change = (next: string) =>
    edit(path, next === '' && entry.optional ? undefined : next, `field:${path.join('/')}`);
  const counter =
    spec.max !== undefined ? (
      <span className="char-count" aria-live="off">
        {text.length}/{spec.max}
      </span>
    ) : null;
  return (
    <>
      {spec.widget === 'longText' ? (
        <textarea
          id={id}
          value={text}
          rows={Math.min(12, Math.max(3, Math.ceil(text.length / 60)))}
          aria-describedby={describedBy}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => change(e.target.value)}
        />
      )}
      {counter}
    </>
  );
}
