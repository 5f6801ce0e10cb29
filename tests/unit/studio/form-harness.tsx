import { render } from '@testing-library/react';
import { useState } from 'react';
import { getAt, setAt, toPointer, type Path } from '../../../src/studio/form/json-pointer';
import { BlockForm } from '../../../src/studio/form/BlockForm';
import { FormEnvContext, type FormEnv } from '../../../src/studio/form/form-env';

/** Renders a block's generated form over a page held in state, as the editor would. */
export function renderBlockForm(block: unknown, problems: Record<string, string[]> = {}) {
  const edits: { path: Path; value: unknown; group?: string }[] = [];
  let current: unknown = { blocks: [block] };
  function Harness() {
    const [page, setPage] = useState<unknown>(current);
    const env: FormEnv = {
      edit: (path, value, group) => {
        edits.push({ path, value, group });
        setPage((p: unknown) => (current = setAt(p, path, value)));
      },
      problemsAt: (pointer) => problems[pointer] ?? [],
      sitePaths: [],
      facts: [],
    };
    return (
      <FormEnvContext.Provider value={env}>
        <BlockForm index={0} block={getAt(page, ['blocks', 0])} title="Block" />
      </FormEnvContext.Provider>
    );
  }
  const view = render(<Harness />);
  return { ...view, edits, page: () => current, pointer: (path: Path) => toPointer(path) };
}
