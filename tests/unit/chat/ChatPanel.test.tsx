// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingCluster } from '../../../src/layout/FloatingCluster';
import { renderWithSite } from '../render';

const fallback =
  "I apologize, but I'm having trouble connecting to the server. Please try again later.";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Renders the floating cluster and opens the chat panel. */
async function openChat(
  fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  const view = renderWithSite(<FloatingCluster />);
  const toggle = screen.getByRole('button', { name: 'Chat with our AI assistant' });
  await user.click(toggle);
  const panel = await screen.findByRole('dialog', { name: 'Aruvi Technologies AI Assistant' });
  const input = within(panel).getByRole('textbox', { name: 'Your message' });
  const send = within(panel).getByRole('button', { name: 'Send message' });
  const log = within(panel).getByRole('log');
  return { ...view, user, toggle, panel, input, send, log, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat panel', () => {
  it('opens with the greeting and puts focus in the message box', async () => {
    const { toggle, log, input } = await openChat(() => Promise.resolve(json({ response: 'x' })));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(log).toHaveTextContent(
      "Hello! I'm Aruvi Technologies' AI assistant. How can I help you today?",
    );
    expect(input).toHaveFocus();
  });

  it('keeps send disabled for an empty or whitespace-only message', async () => {
    const { user, input, send, fetchMock } = await openChat(() =>
      Promise.resolve(json({ response: 'x' })),
    );
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'hi');
    expect(send).toBeEnabled();
  });

  it('sends the trimmed message, waits with a typing indicator, then shows the linked reply', async () => {
    let answer: (r: Response) => void = () => {};
    const { user, input, send, log, fetchMock } = await openChat(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.type(input, '  Do you offer VPS hosting?  {Enter}');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/chat',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ message: 'Do you offer VPS hosting?' }),
      }),
    );
    expect(input).toHaveValue('');
    expect(log).toHaveTextContent('Do you offer VPS hosting?');
    expect(within(log).getByText('The assistant is typing…')).toBeInTheDocument();
    await user.type(input, 'and more');
    expect(send).toBeDisabled();

    answer(json({ response: 'Yes. See our [VPS Hosting](/vps-hosting) page.' }));
    const link = await within(log).findByRole('link', { name: 'VPS Hosting' });
    expect(link).toHaveAttribute('href', '/vps-hosting');
    expect(within(log).queryByText('The assistant is typing…')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it.each([
    ['a non-ok status', () => Promise.resolve(json({ response: 'ignored' }, 500))],
    ['a body with an error', () => Promise.resolve(json({ error: 'Model unavailable' }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the fallback message and logs on %s', async (_name, fetchImpl) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, log } = await openChat(fetchImpl);
    await user.type(input, 'Hello{Enter}');
    expect(await within(log).findByText(fallback)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('closes on Escape and on the close button, returning focus to the toggle', async () => {
    const { user, toggle, panel } = await openChat(() => Promise.resolve(json({ response: 'x' })));
    await user.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps the conversation when closed and reopened', async () => {
    const { user, toggle, input } = await openChat(() =>
      Promise.resolve(json({ response: 'We are here to help.' })),
    );
    await user.type(input, 'Hello{Enter}');
    await screen.findByText('We are here to help.');
    await user.click(toggle);
    await user.click(toggle);
    const log = within(await screen.findByRole('dialog')).getByRole('log');
    expect(log).toHaveTextContent('We are here to help.');
  });
});
