import { memo } from 'react';
import { BlockView } from '../../engine/browser/render-blocks';
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

/**
 * One block of the preview with its selection outline. Memoised: the parser returns the same
 * result object for an unchanged block, so a keystroke re-renders only the block it edits.
 */
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
      {result.ok ? (
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
      ) : (
        <ProblemBox title="This block has problems — see the form" details={result.problems} />
      )}
    </div>
  );
});
