// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPanel from '../../../src/blocks/account-panel/Block';
import { accountPanelSchema } from '../../../src/back-office/account/words';
import LeadsInbox from '../../../src/blocks/leads-inbox/Block';
import { leadsInboxSchema } from '../../../src/back-office/inbox/words';
import { renderWithSite } from '../render';

const inbox = leadsInboxSchema.parse({ type: 'leadsInbox' });
const panel = accountPanelSchema.parse({ type: 'accountPanel' });

const lead = {
  id: 7,
  receivedAt: '2026-11-20T10:00:00.000Z',
  form: 'enquiry',
  page: '/vps-hosting',
  status: 'new',
  note: '',
  fields: [
    { name: 'fname', label: 'First Name', type: 'text', value: 'Asha' },
    { name: 'email', label: 'Email', type: 'email', value: 'asha@example.com' },
  ],
  source: { utm_source: 'newsletter' },
};

/** A fetch answering each URL by the first matching rule, recording what was asked. */
function serve(rules: [RegExp, number, unknown][]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const [, status, body] = rules.find(([pattern]) => pattern.test(url)) ?? [/./, 404, {}];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('leads inbox', () => {
  it('tells a visitor without a staff session to log in, with a way back', async () => {
    window.history.replaceState(null, '', '/leads?status=won');
    serve([[/\/api\/leads/, 401, { success: false }]]);
    renderWithSite(<LeadsInbox block={inbox} index={0} />, { path: '/leads' });
    const login = await screen.findByRole('link', { name: inbox.loginLabel });
    expect(screen.getByRole('status')).toHaveTextContent(inbox.signedOutText);
    expect(login.getAttribute('href')).toBe(
      `${inbox.loginPath}?next=${encodeURIComponent('/leads?status=won')}`,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows its links between views, unless the page leaves them to its navigation', async () => {
    window.history.replaceState(null, '', '/leads?status=spam');
    serve([
      [
        /\/api\/leads/,
        200,
        { success: true, total: 1, page: 1, perPage: 25, leads: [lead], delivery: [] },
      ],
    ]);
    const { unmount } = renderWithSite(<LeadsInbox block={inbox} index={0} />, { path: '/leads' });
    await screen.findByRole('table', { name: inbox.caption });
    const views = screen.getByRole('navigation', { name: inbox.viewsLabel });
    expect(within(views).getByRole('link', { name: inbox.spamViewLabel })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();

    const withoutViews = leadsInboxSchema.parse({ type: 'leadsInbox', showViews: false });
    renderWithSite(<LeadsInbox block={withoutViews} index={0} />, { path: '/leads' });
    await screen.findByRole('table', { name: inbox.caption });
    expect(screen.queryByRole('navigation', { name: inbox.viewsLabel })).toBeNull();
  });

  it('puts the filters in the address, asks the API with them, and Back restores them', async () => {
    window.history.replaceState(null, '', '/leads');
    const fetch = serve([
      [
        /\/api\/leads/,
        200,
        { success: true, total: 1, page: 1, perPage: 25, leads: [lead], delivery: [] },
      ],
    ]);
    const user = userEvent.setup();
    renderWithSite(<LeadsInbox block={inbox} index={0} />, { path: '/leads' });
    await screen.findByRole('table', { name: inbox.caption });
    await user.selectOptions(screen.getByLabelText(inbox.statusLabel), 'won');
    await user.type(screen.getByLabelText(inbox.searchLabel), 'asha');
    await user.click(screen.getByRole('button', { name: inbox.applyLabel }));
    expect(window.location.search).toBe('?status=won&q=asha');
    await waitFor(() =>
      expect(String(fetch.mock.lastCall?.[0])).toMatch(/leads\?status=won&q=asha$/),
    );
    const csv = screen.getByRole('link', { name: inbox.exportCsvLabel });
    expect(csv.getAttribute('href')).toMatch(/\/leads\/export\?format=csv&status=won&q=asha$/);

    act(() => {
      window.history.replaceState(null, '', '/leads');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByLabelText(inbox.searchLabel)).toHaveValue(''));
    expect(screen.getByLabelText(inbox.statusLabel)).toHaveValue('');
  });
});

describe('account panel', () => {
  it('does not delete the account until the confirmation is ticked', async () => {
    const fetch = serve([
      [/\/api\/account\/leads$/, 200, { success: true, leads: [] }],
      [
        /\/api\/account$/,
        200,
        {
          success: true,
          account: {
            username: 'Asha',
            email: 'a@example.com',
            role: 'visitor',
            editor: false,
            createdAt: '2026-01-05T09:00:00.000Z',
          },
        },
      ],
      [/\/api\/account\/delete$/, 200, { success: true }],
    ]);
    const user = userEvent.setup();
    renderWithSite(<AccountPanel block={panel} index={0} />, { path: '/account' });
    // The erase form asks for the password too: the delete form is the region of its heading.
    const remove = within(await screen.findByRole('region', { name: panel.deleteHeading }));
    await user.type(remove.getByLabelText(panel.deletePasswordLabel), 'secret words');
    await user.click(remove.getByRole('button', { name: panel.deleteButton }));
    const box = remove.getByRole('checkbox', { name: panel.deleteConfirmLabel });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(panel.deleteConfirmError);
    expect(fetch.mock.calls.some(([url]) => url.endsWith('/delete'))).toBe(false);
    expect(screen.queryByRole('link', { name: panel.staffLinkText })).toBeNull();
  });
});
