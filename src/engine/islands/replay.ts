/** The script button a click landed on, if any (a submit button is the form's business). */
export const scriptButton = (target: EventTarget | null) => {
  const button = target instanceof Element ? target.closest('button') : null;
  return button instanceof HTMLButtonElement && button.type === 'button' ? button : null;
};

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  /** Which of the island's forms it was: hydration may have replaced the element itself. */
  index: number;
}

/**
 * What a visitor does in an island while its code loads is done again once it has hydrated, so
 * the first tap on a chat toggle is not lost and a form sent meanwhile is sent by its script.
 * Returns the stop, which tells whether the visitor clicked or sent meanwhile; if the code never
 * came, a held form is sent as it would be without scripts.
 *
 * Hydration can replace a held form's element (React renders the island afresh when the markup
 * does not match; the form's own code may already have swapped in its scripted form), so the
 * submission goes to the form now in the held one's place.
 */
export function replayActions(root: HTMLElement, clicked: HTMLButtonElement | null) {
  let pending = clicked;
  let sent: Held | null = null;
  const remember = (event: Event) => {
    pending = scriptButton(event.target) ?? pending;
  };
  const hold = (event: Event) => {
    if (!(event instanceof SubmitEvent) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const index = Array.from(root.querySelectorAll('form')).indexOf(event.target);
    sent = { form: event.target, submitter: event.submitter, index };
  };
  root.addEventListener('click', remember, true);
  root.addEventListener('submit', hold, true);
  return (done: boolean) => {
    root.removeEventListener('click', remember, true);
    root.removeEventListener('submit', hold, true);
    const held: Held | null = sent;
    if (held && !done) held.form.submit();
    else if (held) submitAgain(root, held);
    else if (done && pending?.isConnected) pending.click();
    return pending !== null || held !== null;
  };
}

function submitAgain(root: HTMLElement, held: Held) {
  if (held.form.isConnected) {
    held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
    return;
  }
  const current = root.querySelectorAll('form')[held.index];
  if (current) current.requestSubmit();
  else held.form.submit();
}
