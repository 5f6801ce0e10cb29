import type { Lead } from '../../../schema/lead';

/**
 * Where a lead is delivered: e-mail to the company, a generic webhook, a Slack or a Microsoft
 * Teams channel (decisions.md #51). Each has its own job per lead in the outbox.
 */
export const destinations = ['email', 'webhook', 'slack', 'teams'] as const;
export type Destination = (typeof destinations)[number];

/** A destination whose deliveries fail: since the first failed try of a job still waiting. */
export interface DeliveryTrouble {
  destination: string;
  /** ISO 8601. */
  since: string;
  /** Jobs of the destination not delivered yet that have failed at least once. */
  waiting: number;
}

export interface OutboxItem {
  id: number;
  /** Where this job delivers its lead ("email" for jobs from before destinations). */
  destination: string;
  lead: Lead;
  attempts: number;
  /** With several instances: until when this caller holds the job; after that another may take it. */
  heldUntil?: Date;
}

/** The delivery jobs of leads (decisions.md #51). */
export interface OutboxStorage {
  /**
   * Mail jobs due at `now`, oldest first, each given to one caller: with several instances on one
   * database a job handed out is not due again until it is marked sent or failed, or a few minutes
   * have passed (its sender died).
   */
  dueMail(now: Date, limit: number, destinations?: readonly string[]): Promise<OutboxItem[]>;
  /**
   * A job delivered. Its destination works again: that destination's jobs waiting after a
   * failure are due at once instead of at the end of their back-off.
   */
  markMailSent(id: number, at: Date): Promise<void>;
  /** A failed try: due again at `retryAt`; the first failure's time is kept (`deliveryTrouble`). */
  markMailFailed(id: number, error: string, retryAt: Date): Promise<void>;
  /** Each destination with jobs waiting after a failure, and since when; none when all is well. */
  deliveryTrouble(): Promise<DeliveryTrouble[]>;
}
