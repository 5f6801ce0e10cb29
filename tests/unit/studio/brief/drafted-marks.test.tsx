// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../../src/studio/form/json-pointer';
import { saveDraftedTexts } from '../../../../src/studio/form/drafted-marks';
import { DraftedNotice } from '../../../../src/studio/editor/DraftedNotice';
import { useDraftedMarks } from '../../../../src/studio/form/use-drafted-marks';
import { BlockForm } from '../../../../src/studio/form/BlockForm';
import { FormEnvContext, type FormEnv } from '../../../../src/studio/form/form-env';

const file = 'pages/drafted.json';
const hero = {
  type: 'hero',
  heading: 'Managed Kubernetes Hosting',
  text: 'Clusters set up and watched for you.',
  actions: [{ label: 'Send an enquiry', opens: 'enquiry' }],
};

/** The hero's form with the drafted-text marks, as the editor renders them. */
function Harness() {
  const [page, setPage] = useState<unknown>({ blocks: [hero] });
  const drafted = useDraftedMarks(file, page);
  const env: FormEnv = {
    edit: (path, value) => setPage((p: unknown) => setAt(p, path, value)),
    problemsAt: () => [],
    sitePaths: [],
    facts: [],
    drafted: drafted.marks,
  };
  return (
    <FormEnvContext.Provider value={env}>
      <DraftedNotice count={drafted.count} onAcceptAll={drafted.acceptAll} />
      <BlockForm index={0} block={getAt(page, ['blocks', 0])} title="Block" />
    </FormEnvContext.Provider>
  );
}

afterEach(() => localStorage.clear());
const notice = () => document.querySelector('.drafted-notice [role="status"]');

describe('marks of drafted texts', () => {
  it('marks each drafted text, seen and described, until it is edited or accepted', async () => {
    saveDraftedTexts(file, [hero.heading, hero.text, 'Send an enquiry']);
    render(<Harness />);
    expect(notice()).toHaveTextContent('3 drafted texts');
    const heading = screen.getByLabelText(/^Heading/);
    expect(heading).toHaveAccessibleDescription(/Drafted text/);

    await userEvent.type(heading, '!');
    expect(heading).not.toHaveAccessibleDescription(/Drafted text/);
    expect(notice()).toHaveTextContent('2 drafted texts');

    await userEvent.click(screen.getByRole('button', { name: /^Accept text of Text/ }));
    expect(notice()).toHaveTextContent('1 drafted text ');
    await userEvent.click(screen.getByRole('button', { name: 'Accept all drafted texts' }));
    expect(notice()).toBeEmptyDOMElement();
    expect(screen.queryByText(/Drafted text/)).toBeNull();
  });

  it('shows no mark on a page that was not drafted', () => {
    render(<Harness />);
    expect(screen.queryByText(/Drafted text/)).toBeNull();
    expect(notice()).toBeEmptyDOMElement();
  });
});
