import type { ReactNode } from 'react';
import { toPointer, type Path } from './json-pointer';
import { blockSpec, blockType } from './block-specs';
import { fieldId, useFormEnv } from './form-env';
import { FieldProblems } from './FieldProblems';
import { FieldView } from './FieldView';
import { ObjectFields } from './ObjectFields';

/**
 * The form of the block at `index` (or at `at`, e.g. a tested block's variant), generated from
 * its type's schema. Problems the validator reports on the block itself (not on one of its
 * fields) are listed at the top, after what `children` adds under the heading.
 */
export function BlockForm({
  index,
  block,
  title,
  at,
  children,
}: {
  index: number;
  block: unknown;
  title: string;
  at?: Path;
  children?: ReactNode;
}) {
  const { problemsAt, warningsAt } = useFormEnv();
  const path = at ?? (['blocks', index] as const);
  const pointer = toPointer(path);
  const spec = blockSpec(blockType(block));
  // The block's heading whichever version is edited, so moving to the block focuses it.
  const headingId = `${fieldId(toPointer(['blocks', index]))}-heading`;
  return (
    <section className="block-form" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <FieldProblems
        id={`${fieldId(pointer)}-problems`}
        messages={problemsAt(pointer)}
        warnings={warningsAt?.(pointer)}
      />
      {spec ? (
        // A new path (the other version of a tested block) is a new set of fields.
        <ObjectFields
          key={pointer}
          fields={spec.fields}
          value={block}
          path={path}
          Field={FieldView}
        />
      ) : (
        <p>This block's type is not one the studio knows; fix it in the file.</p>
      )}
    </section>
  );
}
