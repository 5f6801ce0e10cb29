import type { Storage } from '../storage/types';
import { destinationNames } from './senders';

/** A destination failing this long is shown to staff and in /readyz: a lead waits too long. */
export const troubleAfterMs = 15 * 60_000;

export interface DeliveryAlert {
  destination: string;
  /** How staff call it: "Webhook", "Slack"… */
  name: string;
  /** ISO 8601: the first failed try of a lead still waiting for it. */
  failingSince: string;
  /** Leads waiting for it. */
  waiting: number;
}

/** The destinations that have failed for more than 15 minutes, by any instance's tries. */
export async function deliveryAlerts(storage: Storage, now = Date.now()): Promise<DeliveryAlert[]> {
  const trouble = await storage.deliveryTrouble();
  return trouble
    .filter((t) => now - Date.parse(t.since) > troubleAfterMs)
    .map((t) => ({
      destination: t.destination,
      name: destinationNames[t.destination] ?? t.destination,
      failingSince: new Date(t.since).toISOString(),
      waiting: t.waiting,
    }));
}
