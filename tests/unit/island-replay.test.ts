// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayActions } from '../../src/engine/islands/replay';

/** An island holding two forms, as the login/sign-up island does. */
function island() {
  document.body.innerHTML = `
    <div data-island="authForm">
      <form id="login"><input name="email" /><button type="submit">Log in</button></form>
      <form id="signup"><input name="email" /><button type="submit">Sign up</button></form>
    </div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

/** Counts the submit events a form receives from now on, and keeps them from navigating. */
function submissions(form: HTMLFormElement) {
  const seen: Event[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(event);
  });
  return seen;
}

const submitButton = (form: Element) => form.querySelector<HTMLButtonElement>('button')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form sent while its island wakes', () => {
  it('is held, then sent to the same form once the island has hydrated', () => {
    const root = island();
    const signup = document.querySelector<HTMLFormElement>('#signup')!;
    const stop = replayActions(root, null);
    const navigate = vi.fn();
    signup.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) navigate();
    });
    submitButton(signup).click();
    expect(navigate).not.toHaveBeenCalled();

    const replayed = submissions(signup);
    expect(stop(true)).toBe(true);
    expect(replayed).toHaveLength(1);
  });

  it('goes to the form now in its place when hydration replaced the element', () => {
    const root = island();
    const stop = replayActions(root, null);
    submitButton(document.querySelector('#signup')!).click();

    // What a client render after a hydration mismatch, or the form's own code, does: new elements.
    root.innerHTML = `
      <form id="login-new"><button type="submit">Log in</button></form>
      <form id="signup-new"><button type="submit">Sign up</button></form>`;
    const login = submissions(document.querySelector<HTMLFormElement>('#login-new')!);
    const signup = submissions(document.querySelector<HTMLFormElement>('#signup-new')!);
    stop(true);
    expect(signup).toHaveLength(1);
    expect(login).toHaveLength(0);
  });

  it('is sent without scripts when the island code never came', () => {
    const root = island();
    const login = document.querySelector<HTMLFormElement>('#login')!;
    const submit = vi.spyOn(login, 'submit').mockImplementation(() => undefined);
    const stop = replayActions(root, null);
    submitButton(login).click();
    expect(stop(false)).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
  });
});

describe('a click on a script button while its island wakes', () => {
  it('is clicked again once the island has hydrated, and not when nothing was clicked', () => {
    document.body.innerHTML = `<div data-island="x"><button type="button">Chat</button></div>`;
    const root = document.querySelector<HTMLElement>('[data-island]')!;
    const button = root.querySelector('button')!;
    const stop = replayActions(root, null);
    button.click();
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    expect(stop(true)).toBe(true);
    expect(clicks).toHaveBeenCalledOnce();

    expect(replayActions(root, null)(true)).toBe(false);
    expect(clicks).toHaveBeenCalledOnce();
  });
});
