// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorHarness, listSpies, makeItems } from './blocks-panel-harness';

const rowHeight = 40;

// happy-dom lays nothing out, and dnd-kit finds the next position from element boxes: give every
// row (and what is inside it) the box it would have in a list of 40-pixel rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    return new DOMRect(0, index * rowHeight, 300, rowHeight);
  });
});

/** The text dnd-kit's live region holds now. */
const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

describe('reordering blocks with the keyboard (dnd-kit)', () => {
  it('lifts with Space, moves with the arrow keys and drops with Space, calling onMove once', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(3)} spies={spies} />);
    screen.getByRole('button', { name: 'Drag to reorder block 1, Hero “Section 1”' }).focus();

    await user.keyboard('[Space]');
    await waitFor(() => expect(announced()).toMatch(/Picked up Hero “Section 1”/));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(announced()).toMatch(/Hero “Section 1” would go to position 2/));
    await user.keyboard('[Space]');

    await waitFor(() => expect(spies.onMove).toHaveBeenCalledExactlyOnceWith(0, 1));
    expect(announced()).toMatch(/Hero “Section 1” was dropped at position 2 of 3/);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Section 1');
  });

  it('cancels with Escape, leaving the block where it was', async () => {
    const user = userEvent.setup();
    const spies = listSpies();
    render(<EditorHarness initial={makeItems(3)} spies={spies} />);
    screen.getByRole('button', { name: /^Drag to reorder block 1,/ }).focus();

    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');

    await waitFor(() => expect(announced()).toMatch(/Moving cancelled. Hero “Section 1”/));
    expect(spies.onMove).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Section 1');
  });
});
