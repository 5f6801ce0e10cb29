import { useEffect, useRef, useState } from 'react';
import { urlOf } from './account-api';
import { accountApi } from '../../schema/api/account';
import { callApi, fillText } from '../../engine/browser/call-api';
import { Buttons, Button } from '../../forms/form-styles';
import {
  ConfirmPassword,
  postWithProof,
  type ConfirmPasswordWords,
} from '../../forms/ConfirmPassword';
import { isRecord } from '../../schema/is-record';
import { Card } from './account-styles';
import { CodeField, RecoveryCodes, Result, TwoFactorSetup } from './two-factor-parts';
import type { TwoFactorText } from './two-factor-words';
import { useAccountForm, type FormResult } from './use-account-form';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off' | 'on'; required: boolean; left: number }
  | { kind: 'setup'; key: string; qr: { size: number; d: string } }
  | { kind: 'codes'; codes: string[] };

/** What the server says of the account's second factor. */
async function loadState(apiBase: string): Promise<State> {
  const answer = await callApi(urlOf(apiBase, accountApi.endpoints.twoFactor));
  if (answer.kind !== 'ok' || !isRecord(answer.body)) return { kind: 'failed' };
  const { on, required, recoveryCodesLeft } = answer.body;
  return {
    kind: on === true ? 'on' : 'off',
    required: required === true,
    left: typeof recoveryCodesLeft === 'number' ? recoveryCodesLeft : 0,
  };
}

/**
 * Two-step sign-in on the account page: turn it on (a key and its QR code from the server,
 * confirmed with a first code from an authenticator app), the ten recovery codes shown once
 * (copy, download), and turning it off with a current code or a recovery code.
 */
export default function TwoFactor({
  apiBase,
  words,
  proofWords,
}: {
  apiBase: string;
  words: TwoFactorText;
  proofWords: ConfirmPasswordWords;
}) {
  const failureText = words.failedText;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [starting, setStarting] = useState<FormResult | undefined>(undefined);
  const [askingProof, setAskingProof] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void loadState(apiBase).then(setState);
  }, [apiBase]);

  const confirm = useAccountForm(
    urlOf(apiBase, accountApi.endpoints.confirmTwoFactor),
    failureText,
    (body) => {
      const codes = Array.isArray(body.recoveryCodes) ? body.recoveryCodes.map(String) : [];
      setState({ kind: 'codes', codes });
    },
  );
  const off = useAccountForm(
    urlOf(apiBase, accountApi.endpoints.turnOffTwoFactor),
    failureText,
    (_body, form) => {
      form.reset();
      setState({ kind: 'off', required: false, left: 0 });
    },
  );

  const start = async () => {
    setStarting(undefined);
    const outcome = await postWithProof(urlOf(apiBase, accountApi.endpoints.startTwoFactor), {});
    if (outcome.kind === 'reauth') return setAskingProof(true);
    const body = outcome.kind === 'ok' ? outcome.body : undefined;
    const qr = body && isRecord(body.qr) ? body.qr : undefined;
    if (body && typeof body.key === 'string' && qr && typeof qr.d === 'string')
      return setState({ kind: 'setup', key: body.key, qr: { size: Number(qr.size), d: qr.d } });
    const message = outcome.kind === 'refused' ? outcome.message : undefined;
    setStarting({ tone: 'error', message: message ?? failureText });
  };

  const heading = <h2 id="two-factor-heading">{words.heading}</h2>;
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <p>{failureText}</p>
      </Card>
    );

  if (state.kind === 'setup')
    return (
      <TwoFactorSetup
        words={words}
        heading={heading}
        secret={state.key}
        qr={state.qr}
        confirm={confirm}
      />
    );

  if (state.kind === 'codes')
    return (
      <RecoveryCodes
        words={words}
        heading={heading}
        codes={state.codes}
        result={confirm.result}
        onSaved={() => setState({ kind: 'on', required: false, left: state.codes.length })}
      />
    );

  if (state.kind === 'on')
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <p>{fillText(words.onText, { left: state.left })}</p>
        {state.required ? (
          <p>{words.requiredText}</p>
        ) : (
          <form noValidate onSubmit={(event) => void off.submit(event)}>
            <CodeField
              id="two-factor-off-code"
              label={words.offCodeLabel}
              error={off.errors.code}
              recovery
            />
            <Buttons>
              <Button type="submit" $look="secondary" disabled={off.sending}>
                {words.turnOffButton}
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
      <p>{words.offText}</p>
      <Result result={off.result} />
      <Buttons>
        <Button ref={startButton} type="button" $look="primary" onClick={() => void start()}>
          {words.turnOnButton}
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
