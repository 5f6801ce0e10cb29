import { useEffect, useState } from 'react';
import { checkPage, type StudioProblem } from '../studio-api';

/** Problems of one exact page value; `page` tells whether they are still current. */
export interface CheckResult {
  page: unknown;
  problems: readonly StudioProblem[];
  error?: string;
}

const delayMs = 250;

/**
 * Runs the validator on the page being edited a moment after the marketer stops changing it
 * (the same checks as `npm run validate`, on the studio's server). Answers for an older value
 * than the one now shown are dropped.
 */
export function usePageCheck(
  file: string,
  page: unknown,
  enabled: boolean,
): CheckResult | undefined {
  const [result, setResult] = useState<CheckResult>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      checkPage(file, page).then(
        (problems) => current && setResult({ page, problems }),
        (error: unknown) =>
          current &&
          setResult({
            page,
            problems: [],
            error: error instanceof Error ? error.message : String(error),
          }),
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, page, enabled]);
  return result;
}
