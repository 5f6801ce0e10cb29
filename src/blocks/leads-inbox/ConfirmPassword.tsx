import { useId, useState } from 'react';
import { callApi } from '../../engine/browser/call-api';
import { isRecord } from '../../schema/is-record';
import { Dialog } from '../../forms/Dialog';
import { ErrorText, Input, Label } from '../../forms/fields/field-styles';
import { Button, Buttons } from '../../forms/form-styles';
import { Field } from './Block.styles';
import type { InboxScreen } from './types';

/**
 * Asks for the password again before a step that needs a recent proof (decisions.md #85): a small
 * dialog with one labelled field, which has the focus; the server's sentence shows beside it when
 * the password is wrong. `onConfirmed` runs the step again.
 */
export function ConfirmPassword({
  block,
  apiBase,
  onConfirmed,
  onClose,
}: Pick<InboxScreen, 'block' | 'apiBase'> & { onConfirmed: () => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const confirm = async () => {
    setBusy(true);
    const answer = await callApi(`${apiBase}/account/confirm`, {
      method: 'POST',
      body: { password },
    });
    setBusy(false);
    if (answer.kind === 'ok') return onConfirmed();
    setError(
      answer.kind === 'refused'
        ? (answer.errors.password ?? answer.message ?? block.failedText)
        : block.failedText,
    );
  };
  return (
    <Dialog title={block.proofTitle} intro={<p>{block.proofText}</p>} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field>
          <Label htmlFor={`${id}-password`}>{block.proofPasswordLabel}</Label>
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
            {block.cancelLabel}
          </Button>
          <Button type="submit" $look="primary" disabled={busy}>
            {block.proofConfirmLabel}
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}

/** Whether an answer is the server asking for the password again. */
export const asksForProof = (status: number, body: unknown) =>
  status === 403 && isRecord(body) && body.reauth === true;

/**
 * Downloads `url` as the browser would follow a download link (or post a form, when `posted` is
 * given: sent as JSON), but through a script, so a request for the password can be answered
 * first: "reauth" then, "failed" for anything else wrong.
 */
export async function download(
  url: string,
  posted?: Record<string, string>,
): Promise<'ok' | 'reauth' | 'failed'> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        ...(posted ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(posted ? { method: 'POST', body: JSON.stringify(posted) } : {}),
    });
  } catch {
    return 'failed';
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    return asksForProof(response.status, body) ? 'reauth' : 'failed';
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return 'ok';
}
