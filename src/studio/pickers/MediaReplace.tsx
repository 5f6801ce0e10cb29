import { useState } from 'react';
import type { ImageCredit, MediaItem } from '../studio-api';
import type { ReplaceMode } from '../studio-session';
import { CreditDialog } from './CreditDialog';
import { imageFileProblem } from './image-file-check';

const typeOf = (src: string) => {
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'svg'
    ? 'image/svg+xml'
    : extension === 'jpg'
      ? 'image/jpeg'
      : `image/${extension}`;
};

/**
 * Replace everywhere: a new file takes the picture's place at its address, so every page that
 * shows it shows the new one. The editor is told how many pages and, on the site, that it is
 * published at once; nothing is sent until the dialog is confirmed.
 */
export function MediaReplace({
  id,
  item,
  mode,
  replace,
}: {
  id: string;
  item: MediaItem;
  mode: ReplaceMode;
  replace: (file: File, credit: ImageCredit) => Promise<void>;
}) {
  const [pending, setPending] = useState<File>();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const pages = item.usedOn.filter((use) => 'page' in use).length;
  const where =
    item.usedOn.length === 0
      ? 'Nothing shows it yet.'
      : `It shows on ${pages} page${pages === 1 ? '' : 's'}${pages < item.usedOn.length ? ' and in the site’s menu, footer or settings' : ''}.`;

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setStatus('');
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setProblem('');
    setPending(file);
  }

  async function send(credit: ImageCredit) {
    if (!pending) return;
    const file = pending;
    setPending(undefined);
    setStatus(`Replacing “${item.name}”…`);
    try {
      await replace(file, credit);
      setStatus(
        mode === 'publish'
          ? `Replaced and published: every page showing “${item.name}” shows the new picture.`
          : `Replaced: every page showing “${item.name}” shows the new picture.`,
      );
    } catch (error) {
      setStatus('');
      setProblem(`Not replaced: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <div className="pk-upload">
      <label htmlFor={id}>Replace everywhere</label>
      <input
        id={id}
        className="pk-file"
        type="file"
        accept={typeOf(item.src)}
        aria-describedby={`${id}-rules`}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={`${id}-rules`} className="pk-hint">
        A new file of the same type and shape takes its place on every page. {where}
      </p>
      <p className="pk-status" role="status">
        {status}
      </p>
      <p className="pk-error" role="alert">
        {problem}
      </p>
      {pending && (
        <CreditDialog
          title={`Replace “${item.name}” everywhere?`}
          submitLabel={mode === 'publish' ? 'Replace and publish' : 'Replace everywhere'}
          onSubmit={(credit) => void send(credit)}
          onClose={() => setPending(undefined)}
        >
          <p>
            {where}{' '}
            {mode === 'publish'
              ? 'The new picture is published at once: visitors see it on those pages as soon as you confirm.'
              : 'The new file is written in place of the old one.'}
          </p>
        </CreditDialog>
      )}
    </div>
  );
}
