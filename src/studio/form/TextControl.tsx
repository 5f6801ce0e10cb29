import { useRef } from 'react';
import { LinkPicker } from '../pickers/LinkPicker';
import { insertAtCaret, PlaceholderMenu } from '../pickers/PlaceholderMenu';
import type { FieldEntry } from './field-spec';
import { undoGroup, useFormEnv } from './form-env';
import type { Path } from './json-pointer';

// Values a fact can never be part of: a page path, an anchor id.
const factFree = new Set(['path', 'id', 'canonical', 'breadcrumb']);

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
  const { edit, sitePaths, facts } = useFormEnv();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { spec } = entry;
  if (spec.kind !== 'string') return null;
  const group = undoGroup(path);
  if (spec.widget === 'link')
    return (
      <LinkPicker
        id={id}
        value={typeof value === 'string' ? value : undefined}
        sitePaths={sitePaths}
        optional={entry.optional}
        describedBy={describedBy}
        onChange={(next) => edit(path, next, group)}
      />
    );
  const text =
    typeof value === 'string'
      ? value
      : typeof entry.defaultValue === 'string'
        ? entry.defaultValue
        : '';
  const change = (next: string) =>
    edit(path, next === '' && entry.optional ? undefined : next, group);
  // Company facts go in as {{company.x}} at the caret, so the page follows the config.
  const insert = (token: string) => {
    const field = input.current;
    if (!field) return;
    change(insertAtCaret(field, token));
    field.focus();
  };
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
          ref={input}
          id={id}
          value={text}
          rows={Math.min(12, Math.max(3, Math.ceil(text.length / 60)))}
          aria-describedby={describedBy}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input
          ref={input}
          id={id}
          type="text"
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => change(e.target.value)}
        />
      )}
      <div className="text-tools">
        {counter}
        {facts.length > 0 && !factFree.has(entry.key) && (
          <PlaceholderMenu
            placeholders={facts}
            onInsert={insert}
            label={`Insert company fact into ${entry.label}`}
            text="Company fact"
          />
        )}
      </div>
    </>
  );
}
