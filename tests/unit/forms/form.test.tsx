// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormStateContext } from '../../../src/engine/browser/form-state';
import Form from '../../../src/forms/Form';
import InteractiveForm from '../../../src/forms/InteractiveForm';
import { renderWithSite, site } from '../render';

/** A fetch that answers once with `status` and `body`, recording what was sent. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The input of a field by its label (a required field's label ends in a hidden "*"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Asha');
  await user.type(field('Last Name'), 'Raman');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Message'), 'We need a new website.');
}

describe('<Form>', () => {
  it('renders the declared fields and refuses an empty submission without sending', async () => {
    const fetch = answer(200, {});
    const user = userEvent.setup();
    renderWithSite(<Form name="contact" form={site.forms.contact} />, { path: '/contact-info' });
    expect(field('Message')).toHaveAttribute('rows', '6');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the values and the envelope as JSON, then thanks and clears', async () => {
    const fetch = answer(200, { success: true });
    const user = userEvent.setup();
    renderWithSite(<Form name="contact" form={site.forms.contact} />, { path: '/contact-info' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your form has been submitted.',
    );
    expect(field('First Name')).toHaveValue('');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/pclinfo');
    expect(JSON.parse(String(init?.body))).toEqual({
      fname: 'Asha',
      lname: 'Raman',
      email: 'asha@example.com',
      mobile: '',
      message: 'We need a new website.',
      // The marketing box starts unticked and the form sends without it being ticked.
      newsletter: false,
      website: '',
      form: 'contact',
      page: '/contact-info',
    });
  });

  it("shows the server's field errors beside the fields and keeps the values", async () => {
    answer(400, {
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { email: 'This address cannot receive mail.' },
    });
    const user = userEvent.setup();
    renderWithSite(<Form name="contact" form={site.forms.contact} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(screen.getByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveValue('Asha');
  });

  it('goes where the login answer says, keeping nothing in storage (the session is a cookie)', async () => {
    answer(200, { success: true, redirectTo: '/services' });
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithSite(<Form name="login" form={site.forms.login} />, { path: '/loginsignup' });
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'a good long password');
    // The terms were accepted when the account was made: a login asks nothing more.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/services'));
    expect(localStorage.length).toBe(0);
  });

  it('goes back to the page that asked for the login (?next=), never off the site', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    for (const [next, expected] of [
      ['/leads', '/leads'],
      ['//evil.example/x', '/'],
      ['https://evil.example/', '/'],
    ] as const) {
      answer(200, { success: true, redirectTo: '/' });
      window.history.replaceState(null, '', `/loginsignup?next=${encodeURIComponent(next)}`);
      const { unmount } = renderWithSite(<Form name="login" form={site.forms.login} />, {
        path: '/loginsignup',
      });
      await user.type(field('Email'), 'asha@example.com');
      await user.type(field('Password'), 'a good long password');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(assign).toHaveBeenLastCalledWith(expected));
      unmount();
    }
    window.history.replaceState(null, '', '/');
  });

  // That the subject is preselected is checked in a real browser (forms-pages e2e): happy-dom
  // does not show a value RHF sets on a select as it mounts.
  describe('a select field for the subject of the button that opened the form', () => {
    const form = site.forms.application;
    const position = form.fields.find((f) => f.name === form.subjectField);
    if (position?.type !== 'select') throw new Error('the application form needs a select');
    const [first, second] = position.options;
    if (!first || !second) throw new Error('the position field needs two options');

    const select = () => screen.getByRole('combobox', { name: new RegExp(`^${position.label}`) });

    it('asks for a choice when the subject is not one of its options', async () => {
      const fetch = answer(200, { success: true, message: 'ok' });
      const user = userEvent.setup();
      renderWithSite(<Form name="application" form={form} subject="Astronaut" />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: form.submitLabel }));
      expect(await screen.findByText(`${position.label} is required.`)).toBeInTheDocument();
      expect(select()).toHaveAttribute('aria-invalid', 'true');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('is a labelled list of the options and sends the one chosen as the subject', async () => {
      const fetch = answer(200, { success: true, message: 'ok' });
      const user = userEvent.setup();
      renderWithSite(<Form name="application" form={form} subject={first.value} />);
      expect(screen.getByRole('option', { name: second.label })).toBeInTheDocument();
      await user.selectOptions(select(), second.value);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: form.submitLabel }));
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
      expect(body).toMatchObject({ position: second.value, subject: second.value });
    });
  });

  it('keeps the result of a post made before the scripts ran when the interactive form takes over', async () => {
    const { message } = site.forms.contact.success;
    const sent = { form: 'contact', outcome: 'sent', message } as const;
    renderWithSite(
      <FormStateContext.Provider value={sent}>
        <InteractiveForm name="contact" initialValues={{}} />
      </FormStateContext.Provider>,
      { path: '/contact-info' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(message);
    // The next submit starts afresh: the old result goes, the form's own checks speak.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: site.forms.contact.submitLabel }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
