// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlockList } from '../../../src/studio/blocks-panel/BlockList';
import { EditorHarness, listSpies, makeItems } from './blocks-panel-harness';

const rows = () => within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem');

describe('the block list', () => {
  it('shows each block in page order with its type name, label and problems in words', () => {
    const items = makeItems(3).map((item, i) => ({ ...item, problems: [0, 1, 2][i] ?? 0 }));
    render(<EditorHarness initial={items} spies={listSpies()} />);
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Hero');
    expect(first).toHaveTextContent('Section 1');
    expect(first).not.toHaveTextContent(/problem/);
    expect(second).toHaveTextContent('Feature grid');
    expect(second).toHaveTextContent('1 problem');
    expect(third).toHaveTextContent('Rich text');
    expect(third).toHaveTextContent('2 problems');
  });

  it('marks the block the page tests a version of, in words', () => {
    const items = makeItems(3).map((item, i) => ({ ...item, testing: i === 1 }));
    render(<EditorHarness initial={items} spies={listSpies()} />);
    const [first, second] = rows();
    expect(second).toHaveTextContent('Testing a version');
    expect(first).not.toHaveTextContent('Testing a version');
  });

  it('selects a block by click and by keyboard, and marks only the selected row', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(3)} spies={spies} />);
    await user.click(screen.getByRole('button', { name: /Feature grid Section 2/ }));
    expect(spies.onSelect).toHaveBeenLastCalledWith(1);
    expect(rows()[1]).toHaveAttribute('aria-current', 'true');

    screen.getByRole('button', { name: /Rich text Section 3/ }).focus();
    await user.keyboard('{Enter}');
    expect(spies.onSelect).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: /Hero Section 1/ }));
    await user.keyboard('[Space]');
    expect(spies.onSelect).toHaveBeenLastCalledWith(0);
    expect(rows().map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('moves a block down and up, keeping focus on the same button of the moved block', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(3)} spies={spies} />);
    await user.click(screen.getByRole('button', { name: 'Move down block 1, Hero “Section 1”' }));
    expect(spies.onMove).toHaveBeenCalledExactlyOnceWith(0, 1);
    expect(rows()[1]).toHaveTextContent('Section 1');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move down block 2, Hero “Section 1”' }),
    );

    await user.keyboard('{Enter}');
    expect(spies.onMove).toHaveBeenLastCalledWith(1, 2);
    const moveUp = screen.getByRole('button', { name: 'Move up block 3, Hero “Section 1”' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(spies.onMove).toHaveBeenLastCalledWith(2, 1);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move up block 2, Hero “Section 1”' }),
    );
  });

  it('does not move the first block up or the last one down', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(2)} spies={spies} />);
    const up = screen.getByRole('button', { name: /^Move up block 1,/ });
    const down = screen.getByRole('button', { name: /^Move down block 2,/ });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    await user.click(down);
    expect(spies.onMove).not.toHaveBeenCalled();
  });

  it('removes without asking, says so politely and puts focus on the next block', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(3)} spies={spies} />);
    await user.click(
      screen.getByRole('button', { name: 'Remove block 2, Feature grid “Section 2”' }),
    );
    expect(spies.onRemove).toHaveBeenCalledExactlyOnceWith(1);
    expect(rows()).toHaveLength(2);
    // A polite live region (role status) that is not dnd-kit's own.
    expect(screen.getByText('Removed block 2, Feature grid “Section 2”.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Rich text Section 3/ }),
    );
  });

  it('moves focus to "Add block" when the last block is removed', async () => {
    const user = userEvent.setup();
    render(<EditorHarness initial={makeItems(1)} spies={listSpies()} />);
    await user.click(screen.getByRole('button', { name: /^Remove block 1,/ }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add block' }));
  });

  it('duplicates a block and adds one at the end of the list', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(2)} spies={spies} />);
    await user.click(screen.getByRole('button', { name: 'Duplicate block 1, Hero “Section 1”' }));
    expect(spies.onDuplicate).toHaveBeenCalledExactlyOnceWith(0);
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Section 1'),
      expect.stringContaining('Section 1'),
      expect.stringContaining('Section 2'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(spies.onAdd).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('names a block without a label by its type alone', () => {
    const spies = listSpies();
    render(
      <BlockList
        items={[{ key: 'a', type: 'cta', label: '', problems: 0 }]}
        selected={null}
        {...spies}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove block 1, Call to action' })).toBeVisible();
  });
});
