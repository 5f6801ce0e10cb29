import type { ChangeEvent, PageChange } from '../studio-api';
import { formatWhen } from '../when';

/** Where a change stands, in a few words. */
export const stateText: Record<PageChange['state'], string> = {
  review: 'Waiting for review',
  sent_back: 'Sent back to its author',
  scheduled: 'Scheduled',
  publishing: 'Publishing now',
  published: 'Published',
  failed: 'Not published: it failed',
  cancelled: 'Cancelled',
};

const stepText: Record<ChangeEvent['step'], string> = {
  requested: 'asked for review',
  scheduled: 'scheduled it',
  commented: 'commented',
  approved: 'approved',
  sent_back: 'sent it back',
  cancelled: 'cancelled it',
  published: 'published',
  failed: 'failed',
};

/** One step as the studio lists it: who did what, when. */
export const eventText = (event: ChangeEvent) =>
  `${event.actor} ${stepText[event.step]}, ${formatWhen(event.at)}`;

/** When a change is to be published, on the site's clock with its zone named. */
export const whenText = (change: PageChange) =>
  change.publishAt
    ? `${new Date(change.publishAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: change.timeZone,
      })} (${change.timeZone})`
    : 'As soon as it is approved';

/** What a change does to its page. */
export const actionText = (change: PageChange) =>
  change.action === 'publish' ? 'Publish changes' : 'Remove the page';
