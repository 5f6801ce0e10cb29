import { lazy, Suspense } from 'react';
import type { ConfirmPasswordWords } from '../../forms/ConfirmPassword';
import type { PasskeysText } from './passkeys-words';
import type { TwoFactorText } from './two-factor-words';

// Loaded once the signed-in panel shows, so the panel's own code stays small.
const TwoFactor = lazy(() => import('./TwoFactor'));
const Passkeys = lazy(() => import('./Passkeys'));

/** The two-step sign-in card of the account page, its code fetched when it is shown. */
export function LazyTwoFactor({
  apiBase,
  words,
  proofWords,
}: {
  apiBase: string;
  words: TwoFactorText;
  proofWords: ConfirmPasswordWords;
}) {
  return (
    <Suspense fallback={null}>
      <TwoFactor apiBase={apiBase} words={words} proofWords={proofWords} />
    </Suspense>
  );
}

/** The passkeys card of the account page, its code (and the browser's WebAuthn helper) fetched
 * when it is shown. */
export function LazyPasskeys({
  apiBase,
  words,
  proofWords,
}: {
  apiBase: string;
  words: PasskeysText;
  proofWords: ConfirmPasswordWords;
}) {
  return (
    <Suspense fallback={null}>
      <Passkeys apiBase={apiBase} words={words} proofWords={proofWords} />
    </Suspense>
  );
}
