import { lazy, Suspense } from 'react';
import type { ConfirmPasswordWords } from '../../forms/ConfirmPassword';

// Loaded once the signed-in panel shows, so the panel's own code stays small.
const TwoFactor = lazy(() => import('./TwoFactor'));

/** The two-step sign-in card of the account page, its code fetched when it is shown. */
export function LazyTwoFactor({
  apiBase,
  proofWords,
}: {
  apiBase: string;
  proofWords: ConfirmPasswordWords;
}) {
  return (
    <Suspense fallback={null}>
      <TwoFactor apiBase={apiBase} proofWords={proofWords} />
    </Suspense>
  );
}
