// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageSchema } from '../../../src/app/page-schema';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
} from '../../../src/studio/editor/editor-state';
import { problemPlace } from '../../../src/studio/health/problem-place';
import { openDoc } from '../../../src/studio/editor/studio-doc';
import { problemCounts } from '../../../src/studio/editor/use-block-items';
import {
  pageShowing,
  testOf,
  withVariantPromoted,
  type Side,
} from '../../../src/studio/experiment/experiment-page';
import { TestPanel } from '../../../src/studio/experiment/TestPanel';
import { BlockForm } from '../../../src/studio/form/BlockForm';
import { FormEnvContext, type FormEnv } from '../../../src/studio/form/form-env';
import { getAt } from '../../../src/studio/form/json-pointer';

// The site's numbers for a running test: the variant brought more enquiries, too few to trust.
vi.mock('../../../src/studio/experiment/test-results', async (actual) => ({
  ...(await actual<object>()),
  loadTestResult: vi.fn(() =>
    Promise.resolve({
      kind: 'ok',
      result: {
        page: '/services/cloud',
        id: 'x',
        variants: [
          { id: 'original', views: 60, visitors: 40, enquiries: 2 },
          { id: 'variant', views: 70, visitors: 50, enquiries: 5 },
        ],
        chanceVariantIsBetter: 0.81,
        enough: false,
      },
    }),
  ),
}));

type Page = Record<string, unknown>;
const home = (): Page => JSON.parse(readFileSync('pages/home.json', 'utf8')) as Page;
const page = (): Page => ({
  path: '/services/cloud',
  title: 'Cloud',
  blocks: [
    { type: 'cta', heading: 'Talk to us', actions: [] },
    { type: 'cta', heading: 'Second', actions: [] },
  ],
});
const run = (start: Page, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, initialEditorState(openDoc(start))).history.present.page;

describe('testing a version of a block, in the page', () => {
  it('starts a test of a copy of the block, named after the page, the block and the day, that the site accepts', () => {
    const tested = run(home(), { type: 'test', index: 0, today: '2026-11-29' });
    const test = testOf(tested);
    const blocks = tested.blocks as unknown[];
    expect(test).toEqual({
      id: expect.stringMatching(/^home-[a-z0-9-]+-2026-11-29$/),
      block: 0,
      split: 50,
      variant: blocks[0],
    });
    // A copy, not the block itself: editing one never changes the other.
    expect(test?.variant).not.toBe(blocks[0]);
    expect(pageSchema.safeParse(tested).error?.issues).toBeUndefined();

    const deep = run(
      { ...home(), path: `/${'very-long-section-name/'.repeat(4)}pricing` },
      { type: 'test', index: 0, today: '2026-11-29' },
    );
    expect(testOf(deep)?.id.length).toBeLessThanOrEqual(60);
    expect(pageSchema.safeParse(deep).error?.issues).toBeUndefined();
  });

  it('edits the variant without touching the original, and shows it in place in the preview', () => {
    const edited = run(
      page(),
      { type: 'test', index: 0, today: '2026-11-29' },
      { type: 'edit', path: ['experiment', 'variant', 'heading'], value: 'Book a call' },
    );
    expect(getAt(edited, ['blocks', 0, 'heading'])).toBe('Talk to us');
    expect(getAt(edited, ['experiment', 'variant', 'heading'])).toBe('Book a call');
    expect(getAt(pageShowing(edited, 'variant'), ['blocks', 0, 'heading'])).toBe('Book a call');
    expect(getAt(pageShowing(edited, 'original'), ['blocks', 0, 'heading'])).toBe('Talk to us');
  });

  it('stops a test keeping the original, and promotes the variant in place of the block', () => {
    const edited = run(
      page(),
      { type: 'test', index: 0, today: '2026-11-29' },
      { type: 'edit', path: ['experiment', 'variant', 'heading'], value: 'Book a call' },
    );
    const stopped = run(edited, { type: 'stopTest' });
    expect(stopped).not.toHaveProperty('experiment');
    expect(stopped.blocks).toEqual(page().blocks);

    const promoted = withVariantPromoted(edited);
    expect(promoted).not.toHaveProperty('experiment');
    expect(getAt(promoted, ['blocks', 0, 'heading'])).toBe('Book a call');
    expect(getAt(promoted, ['blocks', 1])).toEqual(page().blocks && getAt(page(), ['blocks', 1]));
  });
});

describe("a test's problems", () => {
  it('are placed at the tested block in words and counted on its row', () => {
    const tested = run(page(), { type: 'test', index: 1, today: '2026-11-29' });
    expect(problemPlace(tested, '/experiment/variant/heading')).toBe(
      'Block 2 (Call to action), variant › Heading',
    );
    expect(problemPlace(tested, '/experiment/split')).toBe(
      'Block 2 (Call to action), visitors shown the variant',
    );
    const problems = ['/experiment/variant/heading', '/blocks/1/heading', '/blocks/0'].map(
      (pointer) => ({ pointer, message: 'x', file: '', line: 1, col: 1 }),
    );
    expect(problemCounts(problems, 1)).toEqual(
      new Map([
        [1, 2],
        [0, 1],
      ]),
    );
  });
});

/** The selected block's form with its test panel, over the editor's real state, as the editor shows them. */
function Harness({ start, onPromote }: { start: Page; onPromote: () => void }) {
  const [state, act] = useReducer(editorReducer, initialEditorState(openDoc(start)));
  const [side, setSide] = useState<Side>('original');
  const current = state.history.present.page;
  const test = testOf(current);
  const shown = test?.block === 0 ? side : 'original';
  const env: FormEnv = {
    edit: (path, value, group) => act({ type: 'edit', path, value, group }),
    problemsAt: () => [],
    sitePaths: [],
    facts: [],
  };
  useEffect(() => {
    latest = current;
  }, [current]);
  return (
    <FormEnvContext.Provider value={env}>
      <BlockForm
        index={0}
        block={shown === 'variant' ? test?.variant : getAt(current, ['blocks', 0])}
        at={shown === 'variant' ? ['experiment', 'variant'] : undefined}
        title="Block 1"
      >
        <TestPanel
          index={0}
          page={current}
          saved={start}
          side={shown}
          onSide={setSide}
          onStart={() => {
            act({ type: 'test', index: 0, today: '2026-11-29' });
            setSide('variant');
          }}
          onGoTo={() => {}}
          onStop={() => act({ type: 'stopTest' })}
          onPromote={onPromote}
          onKeep={() => {}}
          blockName={(i) => `block ${i + 1}`}
          onSite
          delivery="publish"
          linksWaiting={false}
          today="2026-11-29"
        />
      </BlockForm>
    </FormEnvContext.Provider>
  );
}
let latest: Page = {};

describe('the test panel of a block', () => {
  it('tests a version, edits only the variant on its side, and asks before stopping an edited test', async () => {
    const user = userEvent.setup();
    render(<Harness start={page()} onPromote={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Test a version' }));
    expect(testOf(latest)?.block).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent(/starts when you publish/);
    // Nothing runs yet, so there is nothing to keep the original of.
    expect(screen.queryByRole('button', { name: 'Keep the original' })).toBeNull();

    const switcher = screen.getByRole('group', { name: 'Version you are editing' });
    expect(within(switcher).getByRole('radio', { name: 'Variant' })).toBeChecked();
    await user.clear(screen.getByLabelText(/^Heading/));
    await user.type(screen.getByLabelText(/^Heading/), 'Book a call');
    expect(getAt(latest, ['experiment', 'variant', 'heading'])).toBe('Book a call');
    expect(getAt(latest, ['blocks', 0, 'heading'])).toBe('Talk to us');

    // Back to the original by keyboard: its own heading is in the form.
    within(switcher).getByRole('radio', { name: 'Variant' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(switcher).getByRole('radio', { name: 'Original' })).toBeChecked();
    expect(screen.getByLabelText(/^Heading/)).toHaveValue('Talk to us');

    await user.click(screen.getByRole('button', { name: 'Stop the test' }));
    const ask = screen.getByRole('dialog', { name: 'Stop the test?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(testOf(latest)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Stop the test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop the test?' })).getByRole('button', {
        name: 'Stop the test',
      }),
    );
    expect(latest).not.toHaveProperty('experiment');
    expect(screen.getByRole('button', { name: 'Test a version' })).toBeVisible();
  });

  it('says that another block is tested, and promotes after a confirmation that names other changes', async () => {
    const user = userEvent.setup();
    const onPromote = vi.fn();
    const started = run(page(), { type: 'test', index: 1, today: '2026-11-29' });
    const other = render(<Harness start={started} onPromote={onPromote} />);
    expect(screen.queryByRole('button', { name: 'Test a version' })).toBeNull();
    expect(screen.getByText(/already tests a version of block 2/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to the tested block' })).toBeVisible();
    other.unmount();

    const tested = run(page(), { type: 'test', index: 0, today: '2026-11-29' });
    render(<Harness start={tested} onPromote={onPromote} />);
    expect(screen.getByText(/running: 50\s?% of visitors/)).toBeVisible();
    const results = await screen.findByRole('table');
    const rows = within(results).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Original\s*40\s*2\s*5\s*%/);
    expect(rows[2]).toHaveTextContent(/Variant\s*50\s*5\s*10\s*%/);
    expect(screen.getByText(/Chance the variant is better: 81\s?%/)).toBeVisible();
    expect(screen.getByText(/Too early to tell/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep the original' })).toBeVisible();
    // The variant changed since the test was published: what is promoted is not what was tested.
    await user.click(screen.getByRole('radio', { name: 'Variant' }));
    await user.clear(screen.getByLabelText(/^Heading/));
    await user.type(screen.getByLabelText(/^Heading/), 'Changed, not published');
    await user.click(screen.getByRole('button', { name: 'Promote the variant' }));
    const ask = screen.getByRole('dialog', { name: 'Show the variant to everyone?' });
    expect(ask).toHaveTextContent(/other changes not published yet/);
    await user.click(within(ask).getByRole('button', { name: 'Promote and publish' }));
    expect(onPromote).toHaveBeenCalledOnce();
  });
});
