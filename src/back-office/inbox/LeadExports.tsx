import { useState } from 'react';
import { ConfirmPassword, download } from './ConfirmPassword';
import { Exports } from './inbox-styles';
import { isPlainClick } from './plain-click';
import type { InboxScreen } from './types';

/**
 * The links that download the filtered leads (CSV, JSON): plain links before the code runs;
 * with it, the download asks for the password first when the server wants it again
 * (decisions.md #85), and the focus comes back to the link.
 */
export function LeadExports({
  block,
  apiBase,
  announce,
  filters,
}: Pick<InboxScreen, 'block' | 'apiBase' | 'announce'> & { filters: string }) {
  // The download waiting for the password, and the link it was started from (focus goes back).
  const [proofFor, setProofFor] = useState<{ url: string; link: HTMLElement }>();
  const startDownload = async (url: string, link: HTMLElement) => {
    const result = await download(url);
    if (result === 'reauth') return setProofFor({ url, link });
    if (result === 'failed') announce(block.failedText);
  };
  return (
    <>
      <Exports>
        {(['csv', 'json'] as const).map((format) => (
          <a
            key={format}
            href={`${apiBase}/leads/export?format=${format}${filters ? `&${filters}` : ''}`}
            download
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void startDownload(event.currentTarget.href, event.currentTarget);
            }}
          >
            {format === 'csv' ? block.exportCsvLabel : block.exportJsonLabel}
          </a>
        ))}
      </Exports>
      {proofFor && (
        <ConfirmPassword
          block={block}
          apiBase={apiBase}
          onClose={() => {
            setProofFor(undefined);
            requestAnimationFrame(() => proofFor.link.focus());
          }}
          onConfirmed={() => {
            setProofFor(undefined);
            // Back on the link once the download has started (its own link took the focus).
            void startDownload(proofFor.url, proofFor.link).then(() =>
              requestAnimationFrame(() => proofFor.link.focus()),
            );
          }}
        />
      )}
    </>
  );
}
