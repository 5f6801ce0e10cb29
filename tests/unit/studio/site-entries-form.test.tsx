// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteEntriesForm } from '../../../src/studio/editor/SiteEntriesForm';
import type { SiteEntries } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchSiteEntries: vi.fn<(path: string) => Promise<SiteEntries>>(),
  saveSiteEntries: vi.fn<(input: unknown) => Promise<object>>(),
}));
vi.mock('../../../src/studio/studio-api', () => api);

// Lists as the config of the site has them: the menu bar, a dropdown with a submenu, two columns.
const links = (...labels: string[]) => labels.map((label) => ({ label, menu: false }));
const hosting = links('Domain Registration', 'VPS Hosting', 'Cloud Server');
const lists = {
  navMenus: [
    {
      pointer: '/nav',
      label: 'Top level of the menu bar',
      items: [
        { label: 'Services', menu: true },
        { label: 'Hosting', menu: true },
        ...links('R & D', 'Contact Us'),
      ],
      insertAt: 4,
      describes: false,
    },
    {
      pointer: '/nav/0',
      label: 'Services',
      items: [
        ...links('Web Development', 'Mobile Apps', 'Marketing', 'Software', 'Design'),
        { label: 'Hosting', menu: true },
      ],
      insertAt: 5,
      describes: true,
    },
    {
      pointer: '/nav/0/items/5',
      label: 'Services › Hosting',
      items: hosting,
      insertAt: 3,
      describes: false,
    },
    { pointer: '/nav/1', label: 'Hosting', items: hosting, insertAt: 3, describes: true },
  ],
  footerColumns: [
    { pointer: '/footer/columns/0', heading: 'About Us', items: links('Home'), insertAt: 1 },
    {
      pointer: '/footer/columns/1',
      heading: 'Our Services',
      items: links('Web Development', 'Mobile Apps'),
      insertAt: 2,
    },
    {
      pointer: '/footer/legal',
      heading: 'Legal links (bottom row)',
      items: links('VPS Hosting', 'Privacy'),
      insertAt: 2,
    },
  ],
  version: 'v1',
};

beforeEach(() => {
  api.fetchSiteEntries.mockReset();
  api.saveSiteEntries.mockReset().mockResolvedValue({});
});

describe('the menu and footer of a page', () => {
  it('shows the dropdown and column the page is linked from, and tells the editor each change for its one save', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    api.fetchSiteEntries.mockResolvedValue({
      ...lists,
      nav: [{ pointer: '/nav/0/items/0', label: 'Web Development' }],
      footer: [{ pointer: '/footer/columns/1/links/0', label: 'Web Development' }],
    });
    render(
      <SiteEntriesForm
        path="/web-development"
        title="Web Development | {{company.name}}"
        onChange={onChange}
      />,
    );
    const menu = await screen.findByLabelText('Show in menu');
    expect(menu).toHaveDisplayValue('Services');
    expect(screen.getByLabelText('Show in footer')).toHaveDisplayValue('Our Services');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    await user.selectOptions(menu, 'Hosting');
    // A dropdown the page is new to: after its links, with no description line yet.
    expect(onChange).toHaveBeenLastCalledWith({
      path: '/web-development',
      label: 'Web Development',
      navMenu: '/nav/1',
      navPosition: 3,
      footerColumn: '/footer/columns/1',
      footerPosition: 0,
      description: '',
      version: 'v1',
    });
    // Back as it was: nothing left to save.
    await user.selectOptions(menu, 'Services');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(api.saveSiteEntries).not.toHaveBeenCalled();
  });

  it('names the other menus a page is linked from, which a save keeps', async () => {
    api.fetchSiteEntries.mockResolvedValue({
      ...lists,
      nav: [
        { pointer: '/nav/0/items/5/items/1', label: 'VPS Hosting' },
        { pointer: '/nav/1/items/1', label: 'VPS Hosting' },
        { pointer: '/nav/7', label: 'VPS' },
      ],
      footer: [{ pointer: '/footer/legal/0', label: 'VPS Hosting' }],
    });
    render(<SiteEntriesForm path="/vps-hosting" title="VPS Hosting" onChange={() => undefined} />);
    expect(await screen.findByLabelText('Show in menu')).toHaveDisplayValue('Services › Hosting');
    expect(screen.getByLabelText('Show in footer')).toHaveDisplayValue('Legal links (bottom row)');
    expect(screen.getByText(/Also linked from/)).toHaveTextContent(
      'Also linked from Hosting and Top level of the menu bar',
    );
  });

  it('shows the page among its neighbours and moves it up and down, by keyboard, telling each place', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    api.fetchSiteEntries.mockResolvedValue({
      ...lists,
      nav: [{ pointer: '/nav/1/items/1', label: 'VPS Hosting' }],
      footer: [],
    });
    render(<SiteEntriesForm path="/vps-hosting" title="VPS Hosting" onChange={onChange} />);
    const place = await screen.findByRole('list', { name: 'Place in the menu' });
    const items = () => within(place).getAllByRole('listitem');
    expect(items().map((i) => i.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    screen.getByRole('button', { name: 'Move up in the menu' }).focus();
    await user.keyboard('{Enter}');
    expect(items()[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('“VPS Hosting” is 1 of 3 in Hosting.');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ navPosition: 0 }));
    // At the top the button keeps the focus and does nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move up in the menu' })).toHaveFocus();
    expect(items()[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Move down in the menu' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('asks for a description line only where the menu shows one, and tells it with the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    api.fetchSiteEntries.mockResolvedValue({
      ...lists,
      nav: [{ pointer: '/nav/2', label: 'R & D' }],
      footer: [],
    });
    render(<SiteEntriesForm path="/R&D" title="R & D" onChange={onChange} />);
    const menu = await screen.findByLabelText('Show in menu');
    expect(screen.queryByLabelText('Description line')).toBeNull();
    await user.selectOptions(menu, 'Services');
    // New to the dropdown: after its links, above the submenu that ends it.
    const place = screen.getByRole('list', { name: 'Place in the menu' });
    const current = within(place).getAllByRole('listitem');
    expect(current.findIndex((i) => i.getAttribute('aria-current') === 'true')).toBe(5);
    expect(current.at(-1)).toHaveTextContent('Hosting (submenu)');
    await user.type(screen.getByLabelText('Description line'), 'Labs and prototypes');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        navMenu: '/nav/0',
        navPosition: 5,
        description: 'Labs and prototypes',
      }),
    );
  });

  it('opens with the change not saved yet, and drops one made on another version of the menus', async () => {
    const onChange = vi.fn();
    api.fetchSiteEntries.mockResolvedValue({ ...lists, nav: [], footer: [] });
    const pending = {
      path: '/cloud',
      label: 'Cloud',
      navMenu: '/nav/0',
      navPosition: 1,
      footerColumn: null,
      description: 'Servers by the hour',
      version: 'v1',
    };
    const { unmount } = render(
      <SiteEntriesForm path="/cloud" title="Cloud" pending={pending} onChange={onChange} />,
    );
    expect(await screen.findByLabelText('Show in menu')).toHaveDisplayValue('Services');
    expect(screen.getByLabelText('Description line')).toHaveValue('Servers by the hour');
    expect(screen.getByLabelText('Link text')).toHaveValue('Cloud');
    const place = screen.getByRole('list', { name: 'Place in the menu' });
    expect(within(place).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    render(
      <SiteEntriesForm
        path="/cloud"
        title="Cloud"
        pending={{ ...pending, version: 'v0' }}
        onChange={onChange}
      />,
    );
    expect(await screen.findByLabelText('Show in menu')).toHaveDisplayValue('Not in the menu');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
