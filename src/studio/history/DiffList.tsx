import { blockTypeName } from '../blocks-panel/block-catalog';
import { labelFor } from '../form/labels';
import type { FieldChange, PageDiff } from './page-diff';

/** A value as a short quote: text as it is, anything else as compact JSON, cut at 80 characters. */
function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
}

const place = (path: readonly string[]) =>
  path.map((part) => (/^\d+$/.test(part) ? part : labelFor(part))).join(' › ');

function Fields({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul>
      {changes.map((change) => (
        <li key={change.path.join('/')}>
          {place(change.path)}: {shown(change.before)} → {shown(change.after)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Two versions of a page compared as the editor sees a page: its settings, then each block that
 * was added, removed, moved or edited (with the fields that differ), never raw JSON.
 */
export function DiffList({ diff }: { diff: PageDiff }) {
  if (diff.settings.length === 0 && diff.blocks.length === 0)
    return <p>No differences: this version is the page as it is now.</p>;
  return (
    <ul className="diff-list">
      {diff.settings.length > 0 && (
        <li>
          Page settings
          <Fields changes={diff.settings} />
        </li>
      )}
      {diff.blocks.map((change) => {
        const name = blockTypeName(change.type);
        switch (change.kind) {
          case 'added':
            return (
              <li key={`a${change.at}`}>
                Block {change.at} ({name}) added
              </li>
            );
          case 'removed':
            return (
              <li key={`r${change.at}`}>
                Block {change.at} ({name}) removed
              </li>
            );
          case 'moved':
            return (
              <li key={`m${change.to}`}>
                Block {change.to} ({name}) moved from place {change.from}
              </li>
            );
          case 'changed':
            return (
              <li key={`c${change.at}`}>
                Block {change.at} ({name}) changed
                <Fields changes={change.fields} />
              </li>
            );
        }
      })}
    </ul>
  );
}
