import { useEffect, useRef, useState } from 'react';
import { urlOf } from './account-api';
import { accountApi } from '../../schema/api/account';
import { callApi } from '../../engine/browser/call-api';
import { Buttons, Button } from '../../forms/form-styles';
import {
  ConfirmPassword,
  postWithProof,
  type ConfirmPasswordWords,
} from '../../forms/ConfirmPassword';
import { isRecord } from '../../schema/is-record';
import { Card } from './account-styles';
import { CodeField, RecoveryCodes, Result, TwoFactorSetup } from './two-factor-parts';
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

  const heading = <h2 id="two-factor-heading">Two-step sign-in</h2>;
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return (
      <Card aria-labelledby="two-factor-heading">
        {heading}
        <p>{failureText}</p>
      </Card>
    );

  if (state.kind === 'setup')
    return <TwoFactorSetup heading={heading} secret={state.key} qr={state.qr} confirm={confirm} />;

  if (state.kind === 'codes')
    return (
      <RecoveryCodes
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
