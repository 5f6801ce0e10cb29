import { useState } from 'react';
import type { ImageCredit } from '../studio-api';
import { CreditDialog } from './CreditDialog';
import { acceptedImageTypes, imageFileProblem } from './image-file-check';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Uploads a new image: the file's type and size are checked here first, then a dialog asks
 * where the image comes from (recorded with it in docs/image-sources.md), then the server's
 * refusal, if any, is shown as it words it.
 */
export function ImageUpload({
  id,
  upload,
  onUploaded,
}: {
  id: string;
  upload: (file: File, credit: ImageCredit) => Promise<UploadedImage>;
  onUploaded: (image: UploadedImage) => void;
}) {
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState<File>();

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Clearing the input lets the same file be chosen again after it was fixed.
    input.value = '';
    if (!file) return;
    setProblem('');
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setPending(file);
  }

  async function send(credit: ImageCredit) {
    if (!pending) return;
    const file = pending;
    setPending(undefined);
    setStatus(`Uploading “${file.name}”…`);
    try {
      const image = await upload(file, credit);
      setStatus(`Uploaded “${file.name}”.`);
      onUploaded(image);
    } catch (error) {
      setStatus('');
      setProblem(
        `The upload was refused: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return (
    <div className="pk-upload">
      <label htmlFor={id}>Upload a new image</label>
      <input
        id={id}
        className="pk-file"
        type="file"
        accept={acceptedImageTypes.join(',')}
        aria-describedby={`${id}-rules`}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={`${id}-rules`} className="pk-hint">
        PNG, JPEG, WebP, AVIF or SVG, at most 5 MB. You will be asked where it comes from.
      </p>
      <p className="pk-status" role="status">
        {status}
      </p>
      <p className="pk-error" role="alert">
        {problem}
      </p>
      {pending && (
        <CreditDialog
          title={`Where does “${pending.name}” come from?`}
          submitLabel="Upload image"
          onSubmit={(credit) => void send(credit)}
          onClose={() => setPending(undefined)}
        />
      )}
    </div>
  );
}
