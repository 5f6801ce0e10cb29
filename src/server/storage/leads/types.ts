import type { Lead, LeadEvent, LeadExperiment, LeadStatus } from '../../../schema/lead';
import type { LeadSource } from '../../../forms/lead-source';
import type { AuditActor } from '../people/types';

export { leadSourceKeys, type LeadSource } from '../../../forms/lead-source';
export {
  leadStatuses,
  type Lead,
  type LeadEvent,
  type LeadField,
  type LeadStatus,
} from '../../../schema/lead';

/** A lead as a form hands it to storage, before it has an id, a time and staff's status. */
export type NewLead = Omit<Lead, 'id' | 'receivedAt' | 'status' | 'note' | 'anonymisedAt'>;

/** How many months after its last change a lead of each status is anonymised. */
export type RetentionMonths = Record<LeadStatus, number>;

/** What one run of the retention job did: how many leads of each status it anonymised. */
export type RetentionRun = Record<LeadStatus, number>;

/** A client's Idempotency-Key for a submission, with a hash of what it submitted. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** An Idempotency-Key already used for a submission with other content. */
export class IdempotencyConflict extends Error {
  constructor() {
    super('this Idempotency-Key was used for a different submission');
    this.name = 'IdempotencyConflict';
  }
}

/** How long a key is remembered. */
export const idempotencyKeyTtlMs = 24 * 60 * 60_000;

export interface LeadQuery {
  status?: LeadStatus;
  /** Every status but this one (the inbox's list leaves spam to its own view). */
  notStatus?: LeadStatus;
  page?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before. */
  to?: Date;
  /** Words found in any field (name, e-mail, message…), any case. */
  text?: string;
  /** Newest first; `limit` leads after skipping `offset`. */
  limit: number;
  offset: number;
}

/** The leads, their history and search, Idempotency-Keys and the retention run. */
export interface LeadStorage {
  /**
   * Stores a lead durably (committed and synced) before resolving; with `notify`, a delivery job
   * per destination is stored in the same transaction, so a crash can lose neither. A lead with
   * a `spamReason` is stored with status "spam" and no job: nothing delivers it until staff
   * say it is not spam (`updateLead` with `deliverTo`). With `idempotency`, a key
   * seen in the last 24 hours gives the lead stored with it instead of a new one (no new mail),
   * or rejects with IdempotencyConflict when it came with other content.
   */
  saveLead(
    lead: NewLead,
    options: {
      notify: boolean;
      idempotency?: IdempotencyClaim;
      /** With `notify`: one job per destination (default e-mail only). */
      destinations?: readonly string[];
    },
  ): Promise<Lead>;
  /**
   * The daily retention run, if it is due at `now` (no instance ran it since its last
   * `nextRunAt`): anonymises every lead not changed for its status's months (personal field
   * values, note, account link and search text removed; form, page, subject, status and dates
   * kept), cancels their undelivered jobs and sets the next run. With several instances on one
   * database one of them runs it; the others get undefined.
   */
  runRetention(
    now: Date,
    months: RetentionMonths,
    nextRunAt: Date,
  ): Promise<RetentionRun | undefined>;
  /** Every lead, oldest first (the shell export). */
  listLeads(query?: { since?: Date }): Promise<Lead[]>;
  /** One page of the leads that match, newest first, and how many match in all. */
  queryLeads(query: LeadQuery): Promise<{ leads: Lead[]; total: number }>;
  /** A lead with the history of its changes, oldest first. */
  getLead(id: number): Promise<{ lead: Lead; history: LeadEvent[] } | undefined>;
  /**
   * Changes status and/or note, recording each change with who made it; undefined if no lead.
   * A lead taken out of "spam" gets a delivery job for each of `deliverTo` it has none for yet,
   * in the same transaction.
   */
  updateLead(
    id: number,
    change: { status?: LeadStatus; note?: string },
    actor: string,
    options?: {
      deliverTo?: readonly string[];
      /** Recorded in the audit log, in the same transaction. */
      audit?: AuditActor;
    },
  ): Promise<Lead | undefined>;
  /** The leads sent while logged in to this account, newest first. */
  leadsOfUser(userId: number): Promise<Lead[]>;
  /**
   * Where each lead received from `from` until before `to` was sent from and where its visit came
   * from, suspected spam left out: the enquiries the analytics count per page and source.
   */
  leadOrigins(
    from: Date,
    to: Date,
  ): Promise<
    { receivedAt: string; page?: string; source?: LeadSource; experiments?: LeadExperiment[] }[]
  >;
}
