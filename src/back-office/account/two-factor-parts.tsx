import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldRow, Input, Label } from '../../forms/fields/field-styles';
import { Buttons, Button, StatusText } from '../../forms/form-styles';
import { Card } from './account-styles';
import type { FormResult, useAccountForm } from './use-account-form';

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

export function Result({ result }: { result?: FormResult | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {result?.message && <StatusText $tone={result.tone}>{result.message}</StatusText>}
    </div>
  );
}

/** A code field: digits from an app (or, `recovery`, a recovery code as well). */
export function CodeField({
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

/** Turning it on: the key as a QR code and as text, then the first code from the app. */
export function TwoFactorSetup({
  heading,
  secret,
  qr,
  confirm,
}: {
  heading: ReactNode;
  secret: string;
  qr: { size: number; d: string };
  confirm: ReturnType<typeof useAccountForm>;
}) {
  const { size, d } = qr;
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
          <Key data-testid="two-factor-key">{secret}</Key>
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

/** The ten recovery codes, shown once: copy, download, and "I have saved them". */
export function RecoveryCodes({
  heading,
  codes,
  result,
  onSaved,
}: {
  heading: ReactNode;
  codes: string[];
  result: FormResult | undefined;
  onSaved: () => void;
}) {
  const [copied, setCopied] = useState('');
  const text = `${codes.join('\n')}\n`;
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
      <Result result={result} />
      <p>
        Save these recovery codes. If you lose your phone, each one signs you in once instead of a
        code from the app. They are shown only now.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
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
        <Button type="button" $look="primary" onClick={onSaved}>
          I have saved them
        </Button>
      </Buttons>
      <p role="status" aria-live="polite">
        {copied}
      </p>
    </Card>
  );
}
