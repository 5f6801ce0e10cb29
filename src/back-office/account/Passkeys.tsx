import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  ConfirmPassword,
  postWithProof,
  type ConfirmPasswordWords,
  type ProofAnswer,
} from '../../forms/ConfirmPassword';
import { FieldRow, Input, Label } from '../../forms/fields/field-styles';
import { Button, Buttons, StatusText } from '../../forms/form-styles';
import { Card, DeviceList } from './account-styles';
import type { PasskeysText } from './passkeys-words';
import { accountApi } from '../../schema/api/account';
import { loadPasskeys, urlOf, type PasskeyView } from './account-api';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type Result = { tone: 'success' | 'error'; message: string };

/** The server's sentence of an answer, if it has one. */
const sentenceOf = (answer: ProofAnswer) =>
  answer.kind === 'ok' && typeof answer.body.message === 'string'
    ? answer.body.message
    : answer.kind === 'refused'
      ? answer.message
      : undefined;

/** One passkey in the list: its name, when it was added and last used, and its Remove button. */
function PasskeyRow({
  passkey,
  words,
  busy,
  onRemove,
}: {
  passkey: PasskeyView;
  words: PasskeysText;
  busy: boolean;
  onRemove: (button: HTMLElement) => void;
}) {
  return (
    <li>
      <div>
        <strong>{passkey.name}</strong>
        <br />
        {words.addedLabel} <time dateTime={passkey.createdAt}>{day(passkey.createdAt)}</time>
        {' · '}
        {passkey.lastUsedAt ? (
          <>
            {words.lastUsedLabel}{' '}
            <time dateTime={passkey.lastUsedAt}>{day(passkey.lastUsedAt)}</time>
          </>
        ) : (
          words.neverUsedText
        )}
      </div>
      <Button
        type="button"
        $look="secondary"
        disabled={busy}
        aria-label={`${words.removeButton}: ${passkey.name}`}
        onClick={(event) => onRemove(event.currentTarget)}
      >
        {words.removeButton}
      </Button>
    </li>
  );
}

/**
 * The account's passkeys (decisions.md #86): the list (name, added, last used), adding one (the
 * browser's own prompt; a recent password first, asked for in a dialog when it is older than 10
 * minutes) and removing one (the same). Adding or removing one signs the other devices out.
 */
export default function Passkeys({
  apiBase,
  words,
  proofWords,
}: {
  apiBase: string;
  words: PasskeysText;
  proofWords: ConfirmPasswordWords;
}) {
  const [keys, setKeys] = useState<PasskeyView[]>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [proofThen, setProofThen] = useState<{ run: () => void; back: HTMLElement | null }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();

  const reload = useCallback(() => loadPasskeys(apiBase).then(setKeys), [apiBase]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs `step` again once the password is confirmed, focus back on `back` if cancelled. */
  const askProof = (step: () => void, back: HTMLElement | null) =>
    setProofThen({ run: step, back });

  const add = async () => {
    setBusy(true);
    setResult(undefined);
    const failed = () => setResult({ tone: 'error', message: words.failedText });
    try {
      const options = await postWithProof(urlOf(apiBase, accountApi.endpoints.passkeyOptions), {});
      if (options.kind === 'reauth') return askProof(() => void add(), addButton.current);
      if (options.kind !== 'ok') return failed();
      let response;
      try {
        const optionsJSON = options.body.options as PublicKeyCredentialCreationOptionsJSON;
        response = await startRegistration({ optionsJSON });
      } catch {
        return failed();
      }
      const saved = await postWithProof(urlOf(apiBase, accountApi.endpoints.addPasskey), {
        response,
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      if (saved.kind === 'reauth') return askProof(() => void add(), addButton.current);
      if (saved.kind !== 'ok')
        return setResult({ tone: 'error', message: sentenceOf(saved) ?? words.failedText });
      setName('');
      setResult({ tone: 'success', message: sentenceOf(saved) ?? '' });
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (key: PasskeyView, button: HTMLElement | null) => {
    setBusy(true);
    setResult(undefined);
    const answer = await postWithProof(urlOf(apiBase, accountApi.endpoints.removePasskey), {
      id: key.id,
    });
    setBusy(false);
    if (answer.kind === 'reauth') return askProof(() => void remove(key, button), button);
    setResult({
      tone: answer.kind === 'ok' ? 'success' : 'error',
      message: sentenceOf(answer) ?? words.failedText,
    });
    await reload();
    // The button pressed is gone: the heading keeps the keyboard's place.
    if (answer.kind === 'ok') heading.current?.focus();
  };

  if (!keys) return null;
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {words.heading}
      </h2>
      <p>{words.intro}</p>
      {keys.length === 0 ? (
        <p>{words.emptyText}</p>
      ) : (
        <DeviceList aria-labelledby={`${id}-heading`}>
          {keys.map((key) => (
            <PasskeyRow
              key={key.id}
              passkey={key}
              words={words}
              busy={busy}
              onRemove={(button) => void remove(key, button)}
            />
          ))}
        </DeviceList>
      )}
      {supported ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <FieldRow>
            <Label htmlFor={`${id}-name`}>{words.nameLabel}</Label>
            <Input
              id={`${id}-name`}
              type="text"
              maxLength={60}
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <small id={`${id}-hint`}>{words.nameHint}</small>
          </FieldRow>
          <Buttons>
            <Button ref={addButton} type="submit" $look="primary" disabled={busy}>
              {words.addButton}
            </Button>
          </Buttons>
        </form>
      ) : (
        <p>{words.unsupportedText}</p>
      )}
      <div role="status" aria-live="polite">
        {result?.message && <StatusText $tone={result.tone}>{result.message}</StatusText>}
      </div>
      {proofThen && (
        <ConfirmPassword
          words={proofWords}
          apiBase={apiBase}
          onClose={() => {
            setProofThen(undefined);
            setBusy(false);
            requestAnimationFrame(() => proofThen.back?.focus());
          }}
          onConfirmed={() => {
            setProofThen(undefined);
            proofThen.run();
          }}
        />
      )}
    </Card>
  );
}
