import type { ChangeEvent } from '../studio-api';
import { eventText } from './change-words';

/** A change's steps so far, oldest first: who did what and when, with their comment. */
export function ChangeSteps({ events, zone }: { events: readonly ChangeEvent[]; zone: string }) {
  return (
    <ol className="change-steps">
      {events.map((event, i) => (
        <li key={i}>
          {eventText(event, zone)}
          {event.comment && <q>{event.comment}</q>}
        </li>
      ))}
    </ol>
  );
}
