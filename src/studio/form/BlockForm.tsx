import { toPointer } from './json-pointer';
import { blockSpec, blockType } from './block-specs';
import { fieldId, useFormEnv } from './form-env';
import { FieldProblems } from './FieldProblems';
import { FieldView } from './FieldView';
import { ObjectFields } from './ObjectFields';

/**
 * The form of the block at `index`, generated from its type's schema. Problems the validator
 * reports on the block itself (not on one of its fields) are listed at the top.
 */
export function BlockForm({
  index,
  block,
  title,
}: {
  index: number;
  block: unknown;
  title: string;
}) {
  const { problemsAt, warningsAt } = useFormEnv();
  const path = ['blocks', index] as const;
  const pointer = toPointer(path);
  const spec = blockSpec(blockType(block));
  const headingId = `${fieldId(pointer)}-heading`;
  return (
    <section className="block-form" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <FieldProblems
        id={`${fieldId(pointer)}-problems`}
        messages={problemsAt(pointer)}
        warnings={warningsAt?.(pointer)}
      />
      {spec ? (
        <ObjectFields fields={spec.fields} value={block} path={path} Field={FieldView} />
      ) : (
        <p>This block's type is not one the studio knows; fix it in the file.</p>
      )}
    </section>
  );
}
