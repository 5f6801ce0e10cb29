import { useId, useState } from 'react';
import styled from 'styled-components';
import { callApi } from '../engine/browser/call-api';
import { accountApi } from '../schema/api/account';
import { endpointUrl, groupBase } from '../schema/api/endpoint';
import { isRecord } from '../schema/is-record';
import { Dialog } from './Dialog';
import { ErrorText, Input, Label } from './fields/field-styles';
import { Button, Buttons } from './form-styles';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

/** The words of the dialog, each block's own (its schema gives the defaults). */
export interface ConfirmPasswordWords {
  title: string;
  text: string;
  passwordLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown when the password could not be checked (no answer, or one without a sentence). */
  failedText: string;
}

/**
 * Asks for the password again before a step that needs a recent proof (decisions.md #85): a small
 * dialog with one labelled field, which has the focus; the server's sentence shows beside it when
 * the password is wrong. `onConfirmed` runs the step again.
 */
export function ConfirmPassword({
  words,
  apiBase,
  onConfirmed,
  onClose,
}: {
  words: ConfirmPasswordWords;
  apiBase: string;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const confirm = async () => {
    setBusy(true);
    const { confirm: declared } = accountApi.endpoints;
    const answer = await callApi(endpointUrl(groupBase(apiBase, accountApi), declared, {}), {
      method: declared.method,
      body: { password },
    });
    setBusy(false);
    if (answer.kind === 'ok') return onConfirmed();
    setError(
      answer.kind === 'refused'
        ? (answer.errors.password ?? answer.message ?? words.failedText)
        : words.failedText,
    );
  };
  return (
    <Dialog title={words.title} intro={<p>{words.text}</p>} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field>
          <Label htmlFor={`${id}-password`}>{words.passwordLabel}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
        </Field>
        <Buttons>
          <Button type="button" $look="secondary" onClick={onClose}>
            {words.cancelLabel}
          </Button>
          <Button type="submit" $look="primary" disabled={busy}>
            {words.confirmLabel}
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}

/** Whether an answer is the server asking for the password again. */
export const asksForProof = (status: number, body: unknown) =>
  status === 403 && isRecord(body) && body.reauth === true;

/** What a step that may need a recent proof came to: its JSON, a request for it, or a failure. */
export type ProofAnswer =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'reauth' }
  | { kind: 'refused'; message?: string | undefined }
  | { kind: 'network' };

/**
 * Posts `body` as JSON to a step that needs a recent proof: "reauth" when the server asks for the
 * password first (show ConfirmPassword, then post again).
 */
export async function postWithProof(url: string, body: unknown): Promise<ProofAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return { kind: 'network' };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', body: isRecord(parsed) ? parsed : {} };
  if (asksForProof(response.status, parsed)) return { kind: 'reauth' };
  const message =
    isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : undefined;
  return { kind: 'refused', message };
}
