// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkPicker } from '../../../src/studio/pickers/LinkPicker';

const sitePaths = [
  { path: '/', title: 'Home' },
  { path: '/contact-info', title: 'Contact us' },
  { path: '/vps-hosting', title: 'VPS Hosting plans' },
  { path: '/cloud-backup', title: 'Cloud Backup' },
];
const changes = vi.fn();
beforeEach(() => changes.mockReset());

function Field({ initial, optional = true }: { initial?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="href">Button link</label>
      <LinkPicker
        id="href"
        value={value}
        sitePaths={sitePaths}
        optional={optional}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Button link' });
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('link picker', () => {
  it('suggests pages whose title matches what is typed and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.tab();
    await user.keyboard('hosting');
    expect(optionTexts()).toEqual(['/vps-hostingVPS Hosting plans']);
    await user.clear(input());
    await user.keyboard('contact');
    expect(optionTexts()).toEqual(['/contact-infoContact us']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith('/contact-info');
    expect(input()).toHaveValue('/contact-info');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by path and wraps around with the arrows', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.tab();
    await user.keyboard('/c');
    expect(optionTexts()).toEqual(['/contact-infoContact us', '/cloud-backupCloud Backup']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /cloud-backup/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith('/contact-info');
  });

  it('keeps an external URL as typed: Enter does not replace it with a suggestion', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.tab();
    await user.keyboard('https://example.org/plans{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(changes).toHaveBeenLastCalledWith('https://example.org/plans');
    expect(input()).toHaveValue('https://example.org/plans');
    expect(input()).not.toHaveAccessibleDescription();
  });

  it('accepts tel:, mailto: and company placeholders without a hint', async () => {
    const user = userEvent.setup();
    render(<Field />);
    for (const link of ['tel:+914440000000', 'mailto:someone@example.org', '{{company.email}}']) {
      await user.clear(input());
      await user.click(input());
      await user.paste(link);
      expect(changes).toHaveBeenLastCalledWith(link);
      expect(input()).not.toHaveAccessibleDescription();
    }
  });

  it('hints when an internal path has no page, ignoring case, query and hash', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(input(), '/nowhere');
    expect(input()).toHaveAccessibleDescription(/No page of this site has the path “\/nowhere”/);
    await user.clear(input());
    await user.type(input(), '/VPS-Hosting#plans');
    expect(input()).not.toHaveAccessibleDescription();
  });

  it('Escape closes the suggestions and leaves the text alone', async () => {
    const user = userEvent.setup();
    render(<Field initial="/cloud-backup" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Pages of this site' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveValue('/cloud-backup');
    expect(input()).toHaveFocus();
  });

  it('clears an optional link to no value and a required one to empty text', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Field initial="/" />);
    await user.clear(input());
    expect(changes).toHaveBeenLastCalledWith(undefined);
    unmount();
    render(<Field initial="/" optional={false} />);
    await user.clear(input());
    expect(changes).toHaveBeenLastCalledWith('');
  });
});
