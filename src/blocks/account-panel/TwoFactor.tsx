import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { callApi } from '../../engine/browser/call-api';
import { ErrorText, FieldRow, Input, Label } from '../../forms/fields/field-styles';
import { Buttons, Button, StatusText } from '../../forms/form-styles';
import {
  ConfirmPassword,
  postWithProof,
  type ConfirmPasswordWords,
} from '../../forms/ConfirmPassword';
import { isRecord } from '../../schema/is-record';
import { Card } from './Block.styles';
import { useAccountForm, type FormResult } from './use-account-form';

const Qr = styled.svg`
  display: block;
  width: 12rem;
  height: 12rem;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Key = styled.code`
  display: block;
  font-size: 1.125rem;
  letter-spacing: 0.05em;
  word-spacing: 0.3em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  font-family: ui-monospace, monospace;
  font-size: 1.0625rem;
  line-height: 1.8;
`;

const Steps = styled.ol`
  margin: 0 0 1rem;
  padding-left: 1.5rem;
  display: grid;
  gap: 0.75rem;
`;

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off' | 'on'; required: boolean; left: number }
  | { kind: 'setup'; key: string; qr: { size: number; d: string } }
  | { kind: 'codes'; codes: string[] };

/** What the server says of the account's second factor. */
async function loadState(apiBase: string): Promise<State> {
  const answer = await callApi(`${apiBase}/account/two-factor`);
  if (answer.kind !== 'ok' || !isRecord(answer.body)) return { kind: 'failed' };
  const { on, required, recoveryCodesLeft } = answer.body;
  return {
    kind: on === true ? 'on' : 'off',
    required: required === true,
    left: typeof recoveryCodesLeft === 'number' ? recoveryCodesLeft : 0,
  };
}

function Result({ result }: { result?: FormResult | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {result?.message && <StatusText $tone={result.tone}>{result.message}</StatusText>}
    </div>
  );
}

/** A code field: digits from an app (or, `recovery`, a recovery code as well). */
function CodeField({
  id,
  label,
  error,
  recovery = false,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  recovery?: boolean;
}) {
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        type="text"
        required
        maxLength={recovery ? 24 : 8}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}

const failureText = 'Something went wrong. Please try again.';

/**
 * Two-step sign-in on the account page: turn it on (a key and its QR code from the server,
 * confirmed with a first code from an authenticator app), the ten recovery codes shown once
 * (copy, download), and turning it off with a current code or a recovery code.
 */
export default function TwoFactor({
  apiBase,
  proofWords,
}: {
  apiBase: string;
  proofWords: ConfirmPasswordWords;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [starting, setStarting] = useState<FormResult | undefined>(undefined);
  const [askingProof, setAskingProof] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    void loadState(apiBase).then(setState);
  }, [apiBase]);

  const confirm = useAccountForm(`${apiBase}/account/two-factor/confirm`, failureText, (body) => {
    const codes = Array.isArray(body.recoveryCodes) ? body.recoveryCodes.map(String) : [];
    setState({ kind: 'codes', codes });
  });
  const off = useAccountForm(`${apiBase}/account/two-factor/off`, failureText, (_body, form) => {
    form.reset();
    setState({ kind: 'off', required: false, left: 0 });
  });

  const start = async () => {
    setStarting(undefined);
    const outcome = await postWithProof(`${apiBase}/account/two-factor/start`, {});
    if (outcome.kind === 'reauth') return setAskingProof(true);
    const body = outcome.kind === 'ok' ? outcome.body : undefined;
    const qr = body && isRecord(body.qr) ? body.qr : undefined;
    if (body && typeof body.key === 'string' && qr && typeof qr.d === 'string')
      return setState({ kind: 'setup', key: body.key, qr: { size: Number(qr.size), d: qr.d } });
    const message = outcome.kind === 'refused' ? outcome.message : undefined;
    setStarting({ tone: 'error', message: message ?? failureText });
  };

  const heading = <h2 id="two-factor-heading">Two-step sign-in</h2>;
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <p>{failureText}</p>
      </Card>
    );

  if (state.kind === 'setup') {
    const { size, d } = state.qr;
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <Steps>
          <li>Install an authenticator app on your phone, if you have none.</li>
          <li>
            In the app, add an account and scan this picture:
            <Qr
              viewBox={`0 0 ${size} ${size}`}
              role="img"
              aria-label="QR code to scan with an authenticator app"
              shapeRendering="crispEdges"
            >
              <rect width={size} height={size} fill="#fff" />
              <path d={d} fill="#000" />
            </Qr>
            Cannot scan it? Type this key into the app instead:
            <Key data-testid="two-factor-key">{state.key}</Key>
          </li>
          <li>Type the six-digit code the app now shows.</li>
        </Steps>
        <form noValidate onSubmit={(event) => void confirm.submit(event)}>
          <CodeField id="two-factor-code" label="Six-digit code" error={confirm.errors.code} />
          <Buttons>
            <Button type="submit" $look="primary" disabled={confirm.sending}>
              Turn on
            </Button>
          </Buttons>
        </form>
        <Result result={confirm.result?.tone === 'error' ? confirm.result : undefined} />
      </Card>
    );
  }

  if (state.kind === 'codes') {
    const text = `${state.codes.join('\n')}\n`;
    const download = () => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'recovery-codes.txt';
      link.click();
      URL.revokeObjectURL(url);
    };
    const copy = () =>
      navigator.clipboard.writeText(text).then(
        () => setCopied('The codes are copied.'),
        () => setCopied('They could not be copied: please select and copy them.'),
      );
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <Result result={confirm.result} />
        <p>
          Save these recovery codes. If you lose your phone, each one signs you in once instead of a
          code from the app. They are shown only now.
        </p>
        <Codes aria-label="Recovery codes">
          {state.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Buttons>
          <Button type="button" $look="secondary" onClick={() => void copy()}>
            Copy the codes
          </Button>
          <Button type="button" $look="secondary" onClick={download}>
            Download the codes
          </Button>
          <Button
            type="button"
            $look="primary"
            onClick={() => setState({ kind: 'on', required: false, left: state.codes.length })}
          >
            I have saved them
          </Button>
        </Buttons>
        <p role="status" aria-live="polite">
          {copied}
        </p>
      </Card>
    );
  }

  if (state.kind === 'on')
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <p>
          Two-step sign-in is on: signing in asks for a code from your authenticator app. Recovery
          codes left: {state.left}.
        </p>
        {state.required ? (
          <p>Your account needs it, so it stays on.</p>
        ) : (
          <form noValidate onSubmit={(event) => void off.submit(event)}>
            <CodeField
              id="two-factor-off-code"
              label="To turn it off, type a code from the app or a recovery code"
              error={off.errors.code}
              recovery
            />
            <Buttons>
              <Button type="submit" $look="secondary" disabled={off.sending}>
                Turn off two-step sign-in
              </Button>
            </Buttons>
          </form>
        )}
        <Result result={off.result} />
      </Card>
    );

  return (
    <Card aria-labelledby="two-factor-heading">
      {heading}
      <p>
        Signing in will ask for a code from an authenticator app on your phone as well as your
        password, so a stolen password alone opens nothing.
      </p>
      <Result result={off.result} />
      <Buttons>
        <Button ref={startButton} type="button" $look="primary" onClick={() => void start()}>
          Turn on two-step sign-in
        </Button>
      </Buttons>
      <Result result={starting} />
      {askingProof && (
        <ConfirmPassword
          words={proofWords}
          apiBase={apiBase}
          onClose={() => {
            setAskingProof(false);
            requestAnimationFrame(() => startButton.current?.focus());
          }}
          onConfirmed={() => {
            setAskingProof(false);
            void start();
          }}
        />
      )}
    </Card>
  );
}
