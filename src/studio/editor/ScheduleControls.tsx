import { useId, useState } from 'react';
import { wallTimeWords, zoneName } from '../when';
import type { useStudioEditor } from './use-studio-editor';
import '../changes/changes.css';

type EditorApi = ReturnType<typeof useStudioEditor>;

/**
 * On the site: "Publish later", a disclosure closed until wanted (on a phone it would otherwise
 * push the page's blocks a screen down). The editor gives a date and time on the site's clock
 * (its time zone is named, whatever the editor's own computer uses), read back in words under
 * the field, since the browser shows the field in its own locale's order; the page's changes
 * then wait in the schedule (and, on a site that reviews, for another editor's approval first).
 */
export function ScheduleControls({
  editor,
  review,
  timeZone,
  onSchedule,
}: {
  editor: EditorApi;
  review: boolean;
  timeZone: string;
  onSchedule: (publishAt: string) => void;
}) {
  const id = useId();
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const schedule = () => {
    if (!at) {
      setError('Choose the date and time to publish at.');
      document.getElementById(`${id}-at`)?.focus();
      return;
    }
    setError(undefined);
    onSchedule(at);
  };
  const zone = zoneName(timeZone, new Date());
  const chosen = wallTimeWords(at, zone);
  return (
    <details className="publish-later">
      <summary id={`${id}-summary`}>Publish later</summary>
      <fieldset className="schedule-controls" aria-labelledby={`${id}-summary`}>
        <label htmlFor={`${id}-at`}>Date and time, on the site&rsquo;s clock ({zone})</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          step={1}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          aria-describedby={error ? `${id}-error` : `${id}-chosen ${id}-help`}
          aria-invalid={error ? true : undefined}
        />
        {chosen && (
          <p id={`${id}-chosen`} className="chosen-time">
            Publishes {chosen}
          </p>
        )}
        <button type="button" onClick={schedule} disabled={!editor.canSubmit}>
          {review ? 'Request review and schedule' : 'Schedule'}
        </button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="error-text">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="hint">
            {editor.entries
              ? 'Menu and footer changes are published at once only: publish them first.'
              : review
                ? 'Published at that time once another editor approves it.'
                : 'The page stays as it is until then; the page list shows what is scheduled.'}
          </p>
        )}
      </fieldset>
    </details>
  );
}
