// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IconPicker } from '../../../src/studio/pickers/IconPicker';
import { iconNames } from '../../../src/schema/icon-names';

/** The picker inside a labelled form field, holding its value as the lead's form would. */
function Field({ initial, optional = true }: { initial?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  const onChange = (next: string | undefined) => {
    changes(next);
    setValue(next);
  };
  return (
    <>
      <label htmlFor="icon">Card icon</label>
      <IconPicker
        id="icon"
        value={value}
        options={iconNames}
        optional={optional}
        onChange={onChange}
      />
      <button type="button">After</button>
    </>
  );
}
const changes = vi.fn();
beforeEach(() => changes.mockReset());

describe('icon picker', () => {
  it('filters as you type, moves with the arrows and picks with Enter, keyboard only', async () => {
    const user = userEvent.setup();
    render(<Field initial="cloud" />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Card icon' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('cloud');

    await user.clear(input);
    await user.type(input, 'chart');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toHaveTextContent(/chart/);
    // Every option shows its icon beside its name.
    for (const option of options) expect(option.querySelector('svg')).not.toBeNull();
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    const second = options[1]?.textContent;
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(second);
    expect(input).toHaveValue(second);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('searches "chart line" as the name chart-line', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByRole('combobox', { name: 'Card icon' }), 'chart line');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('chart-line');
  });

  it('opens with ArrowDown, closes with Escape keeping the chosen icon, and focus stays in the field', async () => {
    const user = userEvent.setup();
    render(<Field initial="cloud" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Icons' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(iconNames.length + 1);
    await user.keyboard('xyz{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    const input = screen.getByRole('combobox', { name: 'Card icon' });
    expect(input).toHaveValue('cloud');
    expect(input).toHaveFocus();
    expect(changes).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByRole('combobox', { name: 'Card icon' }), 'qqqq');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No icon matches');
  });

  it('offers "No icon" first only when the field is optional', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Field initial="cloud" />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('combobox', { name: 'Card icon' })).toHaveValue('');
    unmount();

    render(<Field initial="cloud" optional={false} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(iconNames[0] ?? '');
    expect(screen.queryByRole('option', { name: 'No icon' })).toBeNull();
  });

  it('chooses with the pointer too, and closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Card icon' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'rocket' }));
    expect(changes).toHaveBeenLastCalledWith('rocket');
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
