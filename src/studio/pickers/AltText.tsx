import { useRef } from 'react';

/**
 * The image's alternative text, required unless the image is marked decorative (alt ""); the
 * requirement is shown beside the field at once, without waiting for the page's check.
 */
export function AltText({
  id,
  alt,
  decorative,
  onChange,
}: {
  id: string;
  alt: string;
  decorative: boolean;
  onChange: (next: { alt: string; decorative: boolean }) => void;
}) {
  // Ticking "decorative" and unticking it again gives back the text that was written.
  const written = useRef(alt);
  const missing = !decorative && alt.trim() === '';
  const hintId = `${id}-hint`;
  return (
    <div className="pk-alt">
      {!decorative && (
        <>
          <label htmlFor={id}>Alt text (what the image shows)</label>
          <input
            id={id}
            className="pk-input"
            type="text"
            value={alt}
            aria-required="true"
            aria-invalid={missing}
            aria-describedby={hintId}
            onChange={(event) => onChange({ alt: event.target.value, decorative: false })}
          />
          <p id={hintId} className={missing ? 'pk-error' : 'pk-hint'}>
            {missing
              ? 'Required: describe what the image shows, or tick “Decorative image”.'
              : 'Read aloud by screen readers in place of the image.'}
          </p>
        </>
      )}
      <label className="pk-check">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => {
            const ticked = event.target.checked;
            if (ticked) written.current = alt;
            onChange({ alt: ticked ? '' : written.current, decorative: ticked });
          }}
        />
        Decorative image (no alt text)
      </label>
    </div>
  );
}
