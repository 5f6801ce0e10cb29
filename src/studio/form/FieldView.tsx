import { toPointer } from './json-pointer';
import { ArrayField } from './ArrayField';
import { DraftedMark } from './DraftedMark';
import type { FieldProps } from './field-props';
import { fieldId, useFormEnv } from './form-env';
import { FieldProblems } from './FieldProblems';
import { ImageField } from './ImageField';
import { initialValue } from './initial-value';
import { mediaKindFor } from './media-kind';
import { ObjectFields } from './ObjectFields';
import { ScalarControl } from './ScalarControl';
import { UnionField } from './UnionField';

/** One field of a generated form: its label, help text, problems and control, from its spec. */
export function FieldView({ entry, value, path }: FieldProps) {
  const env = useFormEnv();
  const { spec } = entry;
  if (spec.kind === 'const') return null;
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const problems = env.problemsAt(pointer);
  const warnings = env.warningsAt?.(pointer) ?? [];
  const helpId = `${id}-help`;
  const problemsId = `${id}-problems`;
  const describedBy =
    [entry.description ? helpId : '', problems.length + warnings.length > 0 ? problemsId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const help = entry.description ? (
    <p className="field-help" id={helpId}>
      {entry.description}
    </p>
  ) : null;
  const optionalMark =
    entry.optional && entry.defaultValue === undefined ? (
      <span className="optional"> (optional)</span>
    ) : null;

  if (spec.kind === 'object' && spec.widget === 'image') {
    // The picker sets the file and its size; problems with either or the alt text show here.
    const pointers = [
      pointer,
      `${pointer}/src`,
      `${pointer}/alt`,
      `${pointer}/width`,
      `${pointer}/height`,
    ];
    const messages = pointers.flatMap((p) => env.problemsAt(p));
    const imageWarnings = pointers.flatMap((p) => env.warningsAt?.(p) ?? []);
    return (
      <fieldset className="field field-image" data-pointer={pointer}>
        <legend>
          {entry.label}
          {optionalMark}
        </legend>
        {help}
        <FieldProblems id={problemsId} messages={messages} warnings={imageWarnings} />
        <ImageField
          id={id}
          value={value}
          path={path}
          optional={entry.optional}
          accepts={mediaKindFor(path, entry.description)}
        />
      </fieldset>
    );
  }

  if (spec.kind === 'object' || spec.kind === 'array' || spec.kind === 'union') {
    const shown = value ?? entry.defaultValue;
    const absent = shown === undefined;
    return (
      <fieldset
        className={`field field-${spec.kind}`}
        aria-describedby={describedBy}
        data-pointer={pointer}
      >
        <legend>
          {entry.label}
          {optionalMark}
        </legend>
        {help}
        <FieldProblems id={problemsId} messages={problems} warnings={warnings} />
        {absent ? (
          <button type="button" className="add" onClick={() => env.edit(path, initialValue(spec))}>
            Add {entry.label.toLowerCase()}
          </button>
        ) : (
          <>
            {spec.kind === 'object' && (
              <ObjectFields fields={spec.fields} value={shown} path={path} Field={FieldView} />
            )}
            {spec.kind === 'array' && (
              <ArrayField
                spec={spec}
                label={entry.label}
                value={shown}
                path={path}
                Field={FieldView}
              />
            )}
            {spec.kind === 'union' && (
              <UnionField
                spec={spec}
                label={entry.label}
                value={shown}
                path={path}
                Field={FieldView}
              />
            )}
            {entry.optional && entry.defaultValue === undefined && (
              <button type="button" className="remove" onClick={() => env.edit(path, undefined)}>
                Remove {entry.label.toLowerCase()}
              </button>
            )}
          </>
        )}
      </fieldset>
    );
  }

  const checkbox = spec.kind === 'boolean';
  // A text drafted from a brief is marked (and described to screen readers) until edited or accepted.
  const drafted = typeof value === 'string' && env.drafted?.isDrafted(value) ? value : undefined;
  const scalarDescribedBy = drafted
    ? [describedBy, `${id}-drafted`].filter(Boolean).join(' ')
    : describedBy;
  return (
    <div
      className={`field field-${spec.kind}${checkbox ? ' field-checkbox' : ''}${drafted ? ' field-drafted' : ''}`}
      data-pointer={pointer}
    >
      {checkbox && (
        <ScalarControl entry={entry} value={value} path={path} id={id} describedBy={describedBy} />
      )}
      <label htmlFor={id}>
        {entry.label}
        {optionalMark}
      </label>
      {!checkbox && (
        <ScalarControl
          entry={entry}
          value={value}
          path={path}
          id={id}
          describedBy={scalarDescribedBy}
        />
      )}
      {drafted && env.drafted && (
        <DraftedMark
          id={`${id}-drafted`}
          label={entry.label}
          onAccept={() => env.drafted?.accept(drafted)}
        />
      )}
      {help}
      <FieldProblems id={problemsId} messages={problems} warnings={warnings} />
    </div>
  );
}
