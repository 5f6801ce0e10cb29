import { leadStatuses } from '../../schema/lead';
import type { LeadsInboxBlock } from './words';

/** A lead's statuses as a select's options, by the names the page gives them. */
export function StatusOptions({ names }: { names: LeadsInboxBlock['statusNames'] }) {
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {names[status]}
    </option>
  ));
}
