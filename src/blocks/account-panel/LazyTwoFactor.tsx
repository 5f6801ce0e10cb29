import { lazy, Suspense } from 'react';

// Loaded once the signed-in panel shows, so the panel's own code stays small.
const TwoFactor = lazy(() => import('./TwoFactor'));

/** The two-step sign-in card of the account page, its code fetched when it is shown. */
export function LazyTwoFactor({ apiBase }: { apiBase: string }) {
  return (
    <Suspense fallback={null}>
      <TwoFactor apiBase={apiBase} />
    </Suspense>
  );
}
