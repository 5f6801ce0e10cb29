import { memo } from 'react';
import { BlockView } from '../../blocks/rendering';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import type { PreviewBlockResult } from './parse-block';

interface Props {
  result: PreviewBlockResult;
  index: number;
  selected: boolean;
}

function ProblemBox({ title, details }: { title: string; details: readonly string[] }) {
  return (
    <div className="studio-preview-problem" role="note">
      <strong>{title}</strong>
      {details.length > 0 && (
        <ul>
          {details.slice(0, 3).map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface ContentProps {
  result: PreviewBlockResult;
  index: number;
}

/**
 * Renderers tell only the first block (the first screen) from the others, so a block shifted by an
 * insert or delete above it, but still not first, renders the same: skipping it keeps inserting
 * at the top of a 300-block page from re-rendering all 300.
 */
const sameOutput = (a: ContentProps, b: ContentProps) =>
  a.result === b.result && (a.index === b.index || (a.index > 0 && b.index > 0));

// Memoised on the parse result: the parser returns the same object for an unchanged block, so a
// keystroke re-renders only the block it edits.
const BlockContent = memo(function BlockContent({ result, index }: ContentProps) {
  if (!result.ok)
    return <ProblemBox title="This block has problems — see the form" details={result.problems} />;
  return (
    <BlockErrorBoundary
      resetKey={result}
      fallback={(error) => (
        <ProblemBox
          title="This block could not be shown — see the form"
          details={[errorText(error)]}
        />
      )}
    >
      <BlockView block={result.block} index={index} />
    </BlockErrorBoundary>
  );
}, sameOutput);

/** One block of the preview, with its position for selection and, when selected, its outline. */
export const PreviewBlock = memo(function PreviewBlock({ result, index, selected }: Props) {
  const type = result.ok ? result.block.type : (result.type ?? 'block');
  return (
    <div
      className={selected ? 'studio-preview-block is-selected' : 'studio-preview-block'}
      data-studio-block={index}
    >
      {selected && (
        <span className="studio-preview-label">
          {index + 1}. {type}
        </span>
      )}
      <BlockContent result={result} index={index} />
    </div>
  );
});
