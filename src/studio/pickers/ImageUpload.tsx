import { useState } from 'react';
import { StudioDialog } from '../pages/StudioDialog';
import { TextInput } from '../pages/TextInput';
import type { ImageCredit } from '../studio-api';
import { acceptedImageTypes, imageFileProblem } from './image-file-check';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

const noCredit: ImageCredit = { source: '', author: '', licence: '' };
const questions: { key: keyof ImageCredit; label: string; hint: string; missing: string }[] = [
  {
    key: 'source',
    label: 'Source (required)',
    hint: 'Where it comes from: a website or package (with its address), a photo shoot, or “made for this site”.',
    missing: 'Say where the image comes from.',
  },
  {
    key: 'author',
    label: 'Author (required)',
    hint: 'Who made it: a person, a company or a team.',
    missing: 'Say who made the image.',
  },
  {
    key: 'licence',
    label: 'Licence (required)',
    hint: 'What allows the site to use it, e.g. “CC BY 4.0” or “owned by the company”.',
    missing: 'Say under which licence the site may use the image.',
  },
];

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
  const [credit, setCredit] = useState(noCredit);
  const [missing, setMissing] = useState<Partial<Record<keyof ImageCredit, string>>>({});

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Clearing the input lets the same file be chosen again after it was fixed.
    input.value = '';
    if (!file) return;
    setProblem('');
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setMissing({});
    setPending(file);
  }

  async function send() {
    if (!pending) return;
    const given = {
      source: credit.source.trim(),
      author: credit.author.trim(),
      licence: credit.licence.trim(),
    };
    const gaps = Object.fromEntries(
      questions.flatMap((q) => (given[q.key] ? [] : [[q.key, q.missing]])),
    );
    setMissing(gaps);
    if (Object.keys(gaps).length > 0) return;
    const file = pending;
    setPending(undefined);
    setStatus(`Uploading “${file.name}”…`);
    try {
      const image = await upload(file, given);
      setStatus(`Uploaded ${image.src}.`);
      setCredit(noCredit);
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
        <StudioDialog
          title={`Where does “${pending.name}” come from?`}
          submitLabel="Upload image"
          onSubmit={() => void send()}
          onClose={() => setPending(undefined)}
        >
          {questions.map((q) => (
            <TextInput
              key={q.key}
              label={q.label}
              value={credit[q.key]}
              onChange={(value) => setCredit((c) => ({ ...c, [q.key]: value }))}
              hint={q.hint}
              problem={missing[q.key]}
              // Checked here on submit, with a message per field, not by the browser's bubble.
              required={false}
            />
          ))}
          <p className="pk-hint">It is recorded with the image in docs/image-sources.md.</p>
        </StudioDialog>
      )}
    </div>
  );
}
