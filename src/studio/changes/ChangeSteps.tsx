import type { ChangeEvent } from '../studio-api';
import { eventText } from './change-words';

/** A change's steps so far, oldest first: who did what and when, with their comment. */
export function ChangeSteps({ events }: { events: readonly ChangeEvent[] }) {
  return (
    <ol className="change-steps">
      {events.map((event, i) => (
        <li key={i}>
          {eventText(event)}
          {event.comment && <q>{event.comment}</q>}
        </li>
      ))}
    </ol>
  );
}
