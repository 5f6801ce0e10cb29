import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldRow, Input, Label } from '../../forms/fields/field-styles';
import { Buttons, Button, StatusText } from '../../forms/form-styles';
import { Card } from './account-styles';
import type { TwoFactorText } from './two-factor-words';
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
  words,
  heading,
  secret,
  qr,
  confirm,
}: {
  words: TwoFactorText;
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
        <li>{words.installStep}</li>
        <li>
          {words.scanStep}
          <Qr
            viewBox={`0 0 ${size} ${size}`}
            role="img"
            aria-label={words.pictureLabel}
            shapeRendering="crispEdges"
          >
            <rect width={size} height={size} fill="#fff" />
            <path d={d} fill="#000" />
          </Qr>
          {words.keyText}
          <Key data-testid="two-factor-key">{secret}</Key>
        </li>
        <li>{words.codeStep}</li>
      </Steps>
      <form noValidate onSubmit={(event) => void confirm.submit(event)}>
        <CodeField id="two-factor-code" label={words.codeLabel} error={confirm.errors.code} />
        <Buttons>
          <Button type="submit" $look="primary" disabled={confirm.sending}>
            {words.confirmButton}
          </Button>
        </Buttons>
      </form>
      <Result result={confirm.result?.tone === 'error' ? confirm.result : undefined} />
    </Card>
  );
}

/** The ten recovery codes, shown once: copy, download, and "I have saved them". */
export function RecoveryCodes({
  words,
  heading,
  codes,
  result,
  onSaved,
}: {
  words: TwoFactorText;
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
      () => setCopied(words.copiedText),
      () => setCopied(words.copyFailedText),
    );
  return (
    <Card aria-labelledby="two-factor-heading">
      {heading}
      <Result result={result} />
      <p>{words.codesText}</p>
      <Codes aria-label={words.codesLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Buttons>
        <Button type="button" $look="secondary" onClick={() => void copy()}>
          {words.copyButton}
        </Button>
        <Button type="button" $look="secondary" onClick={download}>
          {words.downloadButton}
        </Button>
        <Button type="button" $look="primary" onClick={onSaved}>
          {words.savedButton}
        </Button>
      </Buttons>
      <p role="status" aria-live="polite">
        {copied}
      </p>
    </Card>
  );
}
