import { useId, useRef, useState } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { Dialog } from '../../forms/Dialog';
import { ErrorText, Input, Label } from '../../forms/fields/field-styles';
import { Button, Buttons } from '../../forms/form-styles';
import { Field, Person } from './inbox-styles';
import { ConfirmPassword, download } from './ConfirmPassword';
import { erasePerson } from './leads-api';
import type { InboxScreen } from './types';

/**
 * One person's records by e-mail address (decisions.md #57): download them (a posted form, so it
 * works before the code runs) or erase them after a confirmation whose safe choice, Cancel, has
 * the focus; focus comes back to the Erase button when it closes. Either step asks for the
 * password first when it was not typed in the last 10 minutes (decisions.md #85), then goes on.
 */
export function PersonTools({
  block,
  apiBase,
  announce,
  carry,
  email: given = '',
  onErased,
  level = 2,
}: Pick<InboxScreen, 'block' | 'apiBase' | 'announce' | 'carry'> & {
  email?: string;
  /** Its heading's level: 2 under the list, 3 inside a lead (whose heading is the 2). */
  level?: 2 | 3;
  /** Shows what is left once the person's records are gone (the list without them). */
  onErased: () => void;
}) {
  const [email, setEmail] = useState(given);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The step waiting for the password, and the button it was started from (focus goes back).
  const [proofFor, setProofFor] = useState<'export' | 'erase'>();
  const exporter = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const Heading = level === 3 ? 'h3' : 'h2';

  const close = () => {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const ask = () => {
    if (!input.current?.checkValidity()) {
      setError(block.personEmailError);
      input.current?.focus();
      return;
    }
    setError('');
    setConfirming(true);
  };
  const erase = async () => {
    setBusy(true);
    const answer = await erasePerson(apiBase, email.trim());
    setBusy(false);
    setConfirming(false);
    if (answer.kind === 'reauth') return setProofFor('erase');
    if (answer.kind === 'ok') {
      setEmail('');
      const mentioned = answer.mentioned
        ? fillText(block.mentionedText, { count: answer.mentioned })
        : '';
      carry.set([fillText(block.erasedText, { count: answer.count }), mentioned].join(' ').trim());
      onErased();
    } else {
      announce(answer.kind === 'refused' ? answer.message : block.failedText);
    }
    // Back where the dialog was opened from (gone when the lead itself was erased: the inbox's
    // heading has the focus then).
    requestAnimationFrame(() => opener.current?.focus());
  };
  const exportRecords = async () => {
    const result = await download(`${apiBase}/leads/person`, { email: email.trim() });
    if (result === 'reauth') return setProofFor('export');
    if (result === 'failed') announce(block.failedText);
    exporter.current?.focus();
  };

  return (
    <Person aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{block.personHeading}</Heading>
      <p>{block.personIntro}</p>
      <form
        method="post"
        action={`${apiBase}/leads/person`}
        onSubmit={(event) => {
          // With the code running, the download goes through it, so it can ask for the password.
          event.preventDefault();
          if (!input.current?.checkValidity()) return setError(block.personEmailError);
          setError('');
          void exportRecords();
        }}
      >
        <Field>
          <Label htmlFor={`${id}-email`}>{block.personEmailLabel}</Label>
          <Input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && <ErrorText id={errorId}>{error}</ErrorText>}
        </Field>
        <Buttons>
          <Button ref={exporter} type="submit" $look="secondary">
            {block.personExportLabel}
          </Button>
          <Button ref={opener} type="button" $look="primary" onClick={ask}>
            {block.eraseLabel}
          </Button>
        </Buttons>
      </form>
      {confirming && (
        <Dialog
          title={fillText(block.eraseTitle, { email: email.trim() })}
          intro={<p>{block.eraseText}</p>}
          onClose={close}
        >
          <Buttons>
            <Button type="button" $look="secondary" onClick={close}>
              {block.cancelLabel}
            </Button>
            <Button type="button" $look="primary" disabled={busy} onClick={() => void erase()}>
              {block.eraseConfirmLabel}
            </Button>
          </Buttons>
        </Dialog>
      )}
      {proofFor && (
        <ConfirmPassword
          block={block}
          apiBase={apiBase}
          onClose={() => {
            const back = proofFor === 'erase' ? opener : exporter;
            setProofFor(undefined);
            requestAnimationFrame(() => back.current?.focus());
          }}
          onConfirmed={() => {
            const step = proofFor;
            setProofFor(undefined);
            void (step === 'erase' ? erase() : exportRecords());
          }}
        />
      )}
    </Person>
  );
}
