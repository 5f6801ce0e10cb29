import { useState } from 'react';
import type { MediaItem } from '../studio-api';

/**
 * The alt text kept once for a picture, offered to every page that picks it: required unless
 * the picture is decorative, said at the field before anything is sent.
 */
export function MediaAltForm({
  id,
  item,
  save,
}: {
  id: string;
  item: MediaItem;
  save: (next: { alt: string; decorative: boolean }) => Promise<void>;
}) {
  const [alt, setAlt] = useState(item.alt ?? '');
  const [decorative, setDecorative] = useState(item.decorative === true);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const hintId = `${id}-hint`;

  async function submit() {
    setStatus('');
    if (!decorative && alt.trim() === '')
      return setProblem('Describe what the picture shows, or tick “Decorative”.');
    setProblem('');
    try {
      await save({ alt: decorative ? '' : alt, decorative });
      setStatus('Saved for every page that picks it.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="pk-alt">
      {!decorative && (
        <>
          <label htmlFor={id}>Stored alt text (offered wherever it is picked)</label>
          <input
            id={id}
            className="pk-input"
            type="text"
            value={alt}
            aria-invalid={problem !== ''}
            aria-describedby={hintId}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              // Enter saves this text, not the page's form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                void submit();
              }
            }}
          />
        </>
      )}
      <label className="pk-check">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => setDecorative(event.target.checked)}
        />
        Decorative (no alt text)
      </label>
      <p
        id={hintId}
        className={problem ? 'pk-error' : 'pk-hint'}
        role={problem ? 'alert' : undefined}
      >
        {problem || 'Read aloud by screen readers in place of the picture.'}
      </p>
      <div className="pk-row">
        <button type="button" className="pk-button" onClick={() => void submit()}>
          Save alt text
        </button>
        <span className="pk-status" role="status">
          {status}
        </span>
      </div>
    </div>
  );
}
