// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas, type BlockType } from '../../../src/blocks';
import { blockTypeName } from '../../../src/studio/blocks-panel/block-catalog';
import { BlockPicker } from '../../../src/studio/blocks-panel/BlockPicker';

/** An "Add block" button opening the picker, as the editor uses it. */
function PickerHarness(props: { onChoose: (type: BlockType) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add block
      </button>
      <BlockPicker open={open} onChoose={props.onChoose} onClose={() => setOpen(false)} />
    </>
  );
}

async function openPicker() {
  const user = userEvent.setup();
  const onChoose = vi.fn<(type: BlockType) => void>();
  render(<PickerHarness onChoose={onChoose} />);
  await user.click(screen.getByRole('button', { name: 'Add block' }));
  return { user, onChoose, dialog: screen.getByRole('dialog', { name: 'Add block' }) };
}

const options = () => screen.queryAllByRole('option');
const countText = () => screen.getByRole('status').textContent;

describe('the block picker', () => {
  it('opens modally with focus in the search box', async () => {
    const { dialog } = await openPicker();
    expect(dialog).toHaveAttribute('open');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('combobox', { name: 'Search block types' }),
    );
  });

  it('lists every registered block type with its name and schema description', async () => {
    await openPicker();
    expect(options()).toHaveLength(blockSchemas.length);
    for (const schema of blockSchemas) {
      const option = screen.getByRole('option', { name: blockTypeName(schema.shape.type.value) });
      expect(option).toHaveAccessibleDescription(schema.description ?? '');
    }
    expect(countText()).toBe(`${blockSchemas.length} block types`);
  });

  it('groups the types by purpose', async () => {
    await openPicker();
    const inGroup = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(inGroup('Page top')).toEqual([
      expect.stringContaining(blockTypeName('hero')),
      expect.stringContaining(blockTypeName('heroCarousel')),
    ]);
    expect(inGroup('Calls to action')).toEqual([expect.stringContaining('Call to action')]);
    expect(inGroup('Forms and contact')).toHaveLength(4);
    expect(screen.queryByRole('group', { name: 'Other' })).toBeNull();
  });

  it('lists the types of each group by the names it shows, whatever the order of the folders', async () => {
    await openPicker();
    for (const group of screen.getAllByRole('group')) {
      const names = within(group)
        .getAllByRole('option')
        // Each option's accessible name: the element it is labelled by.
        .map(
          (option) =>
            document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '',
        );
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('filters by type, by name and by description, announcing the count', async () => {
    const { user } = await openPicker();
    const search = screen.getByRole('combobox', { name: 'Search block types' });

    await user.type(search, 'heroCarousel');
    expect(options()).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Hero carousel' })).toBeVisible();
    expect(countText()).toBe('1 block type matches “heroCarousel”');

    await user.clear(search);
    await user.type(search, 'call to action');
    expect(screen.getByRole('option', { name: 'Call to action' })).toBeVisible();

    // A word taken from one schema's description finds that type.
    const faq = blockSchemas.find((schema) => schema.shape.type.value === 'faq');
    const word = faq?.description?.split(' ').find((w) => w.length > 6) ?? 'missing';
    await user.clear(search);
    await user.type(search, word);
    expect(screen.getByRole('option', { name: 'FAQ' })).toBeVisible();
    for (const option of options())
      expect(option.textContent?.toLowerCase()).toContain(word.toLowerCase());

    await user.clear(search);
    await user.type(search, 'no such block');
    expect(options()).toHaveLength(0);
    expect(countText()).toBe('No block type matches “no such block”');
  });

  it('walks the results with the arrow keys and chooses with Enter', async () => {
    const { user, onChoose } = await openPicker();
    const search = screen.getByRole('combobox', { name: 'Search block types' });
    const shown = options();
    expect(search).toHaveAttribute('aria-activedescendant', shown[0]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', shown[1]?.id);
    expect(shown[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    // The second option shown is the second type of the first group, "Page top".
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('heroCarousel');
  });

  it('chooses the first match of a search with Enter, and any type by click', async () => {
    const { user, onChoose } = await openPicker();
    await user.keyboard('cta{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('cta');
    await user.click(screen.getByRole('option', { name: 'Call to action' }));
    expect(onChoose).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user, dialog, onChoose } = await openPicker();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(options()).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add block' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closes with its Close button', async () => {
    const { user, dialog } = await openPicker();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('closes when the backdrop (the dialog element itself) is clicked, not its content', async () => {
    const { user, dialog } = await openPicker();
    await user.click(screen.getByRole('heading', { name: 'Add block' }));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('starts a fresh search each time it opens', async () => {
    const { user } = await openPicker();
    await user.keyboard('faq{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getByRole('combobox', { name: 'Search block types' })).toHaveValue('');
    expect(options()).toHaveLength(blockSchemas.length);
  });
});
