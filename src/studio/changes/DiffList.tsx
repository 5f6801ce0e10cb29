import { diffWords } from './change-words';
import type { PageDiff } from './page-diff';

/**
 * Two versions of a page compared as the editor sees a page, in words, one line per setting or
 * block ("Title changed", "Feature grid: 2 cards added"), never raw data.
 */
export function DiffList({
  diff,
  same,
  quote,
}: {
  diff: PageDiff;
  same?: string;
  /** Quote the texts as they become (for a reviewer, who approves the words themselves). */
  quote?: boolean;
}) {
  const lines = diffWords(diff, quote);
  if (lines.length === 0)
    return <p>{same ?? 'No differences: this version is the page as it is now.'}</p>;
  return (
    <ul className="diff-list">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
