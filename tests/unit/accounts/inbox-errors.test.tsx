// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeadsInbox from '../../../src/blocks/leads-inbox/Block';
import { leadsInboxSchema } from '../../../src/back-office/inbox/words';
import { renderWithSite } from '../render';

// A list the inbox cannot draw: naming a lead fails.
vi.mock('../../../src/back-office/inbox/leads-api', async (original) => ({
  ...(await original<typeof import('../../../src/back-office/inbox/leads-api')>()),
  nameOf: () => {
    throw new Error('a lead without a name');
  },
}));

const inbox = leadsInboxSchema.parse({ type: 'leadsInbox' });
const lead = {
  id: 7,
  receivedAt: '2026-11-20T10:00:00.000Z',
  form: 'enquiry',
  page: '/vps-hosting',
  status: 'new',
  note: '',
  fields: [{ name: 'email', label: 'Email', type: 'email', value: 'asha@example.com' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('leads inbox when a screen fails', () => {
  it('keeps its heading, says the page’s failure sentence and links back to the list', async () => {
    window.history.replaceState(null, '', '/leads?status=new');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              total: 1,
              page: 1,
              perPage: 25,
              leads: [lead],
              delivery: [],
            }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    renderWithSite(<LeadsInbox block={inbox} index={0} />, { path: '/leads' });
    expect(await screen.findByRole('alert')).toHaveTextContent(inbox.failedText);
    expect(screen.getByRole('heading', { level: 1, name: inbox.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inbox.backLabel })).toHaveAttribute('href', '/leads');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(console).toHaveBeenCalled();
  });
});
