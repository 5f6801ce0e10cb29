// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
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
    expect(onChange).toHaveBeenLastCalledWith({
      path: '/web-development',
      label: 'Web Development',
      navMenu: '/nav/1',
      footerColumn: '/footer/columns/1',
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
});
