import { defaultSplit } from '../../schema/experiment';
import { FieldProblems } from '../form/FieldProblems';
import { fieldId, undoGroup, useFormEnv } from '../form/form-env';
import { toPointer } from '../form/json-pointer';

const path = ['experiment', 'split'] as const;

/** The share of visitors shown the variant, in percent (half when left empty). */
export function SplitField({ value }: { value: number | undefined }) {
  const { edit, problemsAt } = useFormEnv();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const problems = problemsAt(pointer);
  const hint = `${id}-hint`;
  const problemsId = `${id}-problems`;
  return (
    <div className="field split-field">
      <label htmlFor={id}>Visitors shown the variant</label>
      <div className="split-field__input">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={value ?? ''}
          placeholder={String(defaultSplit)}
          aria-describedby={problems.length ? `${hint} ${problemsId}` : hint}
          aria-invalid={problems.length ? true : undefined}
          onChange={(e) =>
            edit(path, e.target.value === '' ? undefined : e.target.valueAsNumber, undoGroup(path))
          }
        />
        <span aria-hidden="true">%</span>
      </div>
      <p className="field-help" id={hint}>
        In percent, 1 to 99; the others see the original. Each visitor keeps seeing the same
        version.
      </p>
      <FieldProblems id={problemsId} messages={problems} />
    </div>
  );
}
