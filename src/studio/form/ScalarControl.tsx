import { IconPicker } from '../pickers/IconPicker';
import type { FieldEntry } from './field-spec';
import { undoGroup, useFormEnv } from './form-env';
import { TextControl } from './TextControl';
import type { Path } from './json-pointer';

interface Props {
  entry: FieldEntry;
  value: unknown;
  path: Path;
  id: string;
  describedBy?: string;
}

/** The input for a number, yes/no or choice field; text fields have their own control. */
export function ScalarControl({ entry, value, path, id, describedBy }: Props) {
  const { edit } = useFormEnv();
  const { spec } = entry;
  const current = value ?? entry.defaultValue;
  const group = undoGroup(path);
  switch (spec.kind) {
    case 'string':
      return (
        <TextControl entry={entry} value={value} path={path} id={id} describedBy={describedBy} />
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          inputMode={spec.integer ? 'numeric' : 'decimal'}
          step={spec.integer ? 1 : 'any'}
          min={spec.min}
          max={spec.max}
          value={typeof current === 'number' ? current : ''}
          aria-describedby={describedBy}
          onChange={(e) =>
            edit(path, e.target.value === '' ? undefined : e.target.valueAsNumber, group)
          }
        />
      );
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          checked={current === true}
          aria-describedby={describedBy}
          onChange={(e) => edit(path, e.target.checked)}
        />
      );
    case 'choice': {
      if (spec.widget === 'icon')
        return (
          <IconPicker
            id={id}
            value={typeof current === 'string' ? current : undefined}
            options={spec.options.map(String)}
            optional={entry.optional}
            describedBy={describedBy}
            onChange={(next) => edit(path, next)}
          />
        );
      const index = spec.options.findIndex((o) => o === current);
      return (
        <select
          id={id}
          value={index < 0 ? '' : String(index)}
          aria-describedby={describedBy}
          onChange={(e) =>
            edit(path, e.target.value === '' ? undefined : spec.options[Number(e.target.value)])
          }
        >
          {(index < 0 || (entry.optional && entry.defaultValue === undefined)) && (
            <option value="">{entry.optionLabels?.[''] ?? '(none)'}</option>
          )}
          {spec.options.map((option, i) => (
            <option key={String(option)} value={String(i)}>
              {entry.optionLabels?.[String(option)] ?? String(option)}
            </option>
          ))}
        </select>
      );
    }
    default:
      return null;
  }
}
