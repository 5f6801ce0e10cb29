import { ConfirmPassword as ConfirmDialog, asksForProof } from '../../forms/ConfirmPassword';
import type { InboxScreen } from './types';

export { asksForProof };

/** The shared password dialog (forms/ConfirmPassword) in the inbox's own words. */
export function ConfirmPassword({
  block,
  apiBase,
  onConfirmed,
  onClose,
}: Pick<InboxScreen, 'block' | 'apiBase'> & { onConfirmed: () => void; onClose: () => void }) {
  const words = {
    title: block.proofTitle,
    text: block.proofText,
    passwordLabel: block.proofPasswordLabel,
    confirmLabel: block.proofConfirmLabel,
    cancelLabel: block.cancelLabel,
    failedText: block.failedText,
  };
  return (
    <ConfirmDialog words={words} apiBase={apiBase} onConfirmed={onConfirmed} onClose={onClose} />
  );
}

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
