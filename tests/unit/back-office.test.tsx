// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAddressChange } from '../../src/engine/browser/address-change';
import { semanticChecks } from '../../src/engine/validation/semantic';
import { BackOfficeHeader } from '../../src/layout/back-office/BackOfficeHeader';
import enhanceBackOffice from '../../src/layout/back-office/back-office';
import { currentLinkIndex } from '../../src/layout/back-office/current-link';
import { renderWithSite, site } from './render';

const backOffice = site.backOffice;
if (!backOffice) throw new Error('site.config.json has no backOffice');
const hrefs = ['/leads', '/leads?status=spam', '/leads?view=audit'];

describe('the current link of the back office navigation', () => {
  it('is the link whose path and whole query the address has, the most specific one winning', () => {
    expect(currentLinkIndex(hrefs, '/leads', '')).toBe(0);
    expect(currentLinkIndex(hrefs, '/leads', '?status=new&page=2')).toBe(0);
    expect(currentLinkIndex(hrefs, '/leads', '?status=spam')).toBe(1);
    expect(currentLinkIndex(hrefs, '/leads', '?id=7&status=spam')).toBe(1);
    expect(currentLinkIndex(hrefs, '/leads', '?view=audit')).toBe(2);
    expect(currentLinkIndex(hrefs, '/account', '?status=spam')).toBe(-1);
  });
});

/** Answers the account API as the server does for a signed-in staff account. */
function serveAccount(account: { username: string; editor: boolean }) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, account: { ...account, role: 'staff' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const navigation = () => screen.getByRole('navigation', { name: backOffice.name });
const link = (label: string) => within(navigation()).getByRole('link', { name: label });

describe('the back office header', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('as prerendered: a banner with the skip link, sign-out and the named navigation, no studio link', () => {
    renderWithSite(<BackOfficeHeader />, { path: '/leads' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link')[0]).toHaveAttribute('href', '#main');
    expect(within(banner).getByRole('link', { name: new RegExp(site.company.name) })).toBeTruthy();
    const signOut = within(banner).getByRole('button', { name: backOffice.signOutLabel });
    expect(signOut.closest('form')).toHaveAttribute('action', `${site.apiBase}/logout`);
    expect(
      within(navigation())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(backOffice.links.map((l) => l.href));
    expect(link(backOffice.links[0]!.label)).toHaveAttribute('aria-current', 'page');
    expect(within(navigation()).queryByRole('link', { name: backOffice.pagesLabel })).toBeNull();
  });

  it('awake: says who is signed in, keeps the current link with the address, hides the studio from non-editors', async () => {
    window.history.replaceState(null, '', '/leads?status=spam');
    const fetch = serveAccount({ username: 'Ravi Kumar', editor: false });
    const { container } = renderWithSite(<BackOfficeHeader />, { path: '/leads' });
    stop = enhanceBackOffice(container);
    const [leads, spam] = backOffice.links;
    expect(link(spam!.label)).toHaveAttribute('aria-current', 'page');
    expect(link(leads!.label)).not.toHaveAttribute('aria-current');
    expect(
      await screen.findByText(backOffice.signedInText.replace('{name}', 'Ravi Kumar')),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(`${site.apiBase}/account`, expect.anything());
    expect(within(navigation()).queryByRole('link', { name: backOffice.pagesLabel })).toBeNull();

    // An island switching views pushes the address and says so; Back fires popstate.
    window.history.pushState(null, '', '/leads');
    announceAddressChange();
    expect(link(leads!.label)).toHaveAttribute('aria-current', 'page');
    expect(link(spam!.label)).not.toHaveAttribute('aria-current');
    window.history.replaceState(null, '', '/leads?status=spam');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(link(spam!.label)).toHaveAttribute('aria-current', 'page');
  });

  it('shows an editor the link to the page studio', async () => {
    window.history.replaceState(null, '', '/leads');
    serveAccount({ username: 'Esha', editor: true });
    const { container } = renderWithSite(<BackOfficeHeader />, { path: '/leads' });
    stop = enhanceBackOffice(container);
    await waitFor(() =>
      expect(
        within(navigation()).getByRole('link', { name: backOffice.pagesLabel }),
      ).toHaveAttribute('href', '/studio/'),
    );
  });
});

describe('validation of a back-office page', () => {
  const page = (extra: object) => ({
    file: 'pages/inbox.json',
    value: { path: '/inbox', title: 'Inbox', robots: 'noindex, nofollow', ...extra },
  });
  const check = (extra: object, siteValue: object) =>
    semanticChecks({
      pages: [page(extra)],
      site: { file: 'site.config.json', value: siteValue },
      publicFileExists: () => true,
    }).filter((m) => m.pointer === '/access' || m.pointer === '/layout');

  it('requires a staff-only page and the back office in the site config', () => {
    expect(check({ layout: 'backOffice', access: 'account' }, {})).toEqual([
      expect.objectContaining({ pointer: '/access', message: expect.stringContaining('"staff"') }),
      expect.objectContaining({
        pointer: '/layout',
        message: expect.stringContaining('"backOffice" to site.config.json'),
      }),
    ]);
    expect(check({ layout: 'backOffice', access: 'staff' }, { backOffice })).toEqual([]);
    expect(check({ access: 'account' }, {})).toEqual([]);
  });

  it('accepts a page for staff and editors, as the analytics dashboard is', () => {
    expect(check({ layout: 'backOffice', access: 'backOffice' }, { backOffice })).toEqual([]);
    expect(check({ layout: 'backOffice' }, { backOffice })).toEqual([
      expect.objectContaining({
        pointer: '/access',
        message: expect.stringContaining('"backOffice"'),
      }),
    ]);
  });
});
