import type { AuditAction, AuditEntry } from '../../../schema/audit';
import type { Lead, LeadEvent } from '../../../schema/lead';
import type { User } from '../accounts/types';

export { auditActions, type AuditAction, type AuditEntry } from '../../../schema/audit';

/** Who did something the audit log records: an account (its id and name then), or another. */
export interface AuditActor {
  /** null: the operator at the shell, or a visitor acting on their own data. */
  id: number | null;
  name: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  action: AuditAction;
  leadIds?: number[];
  count?: number;
  /** Never a person's data: statuses, a format, counts. */
  detail?: Record<string, unknown>;
}

/**
 * Whose data: every record holding an e-mail address (staff and the operator, who check who is
 * asking), or a signed-in visitor's own account and the enquiries sent with it (an address
 * given at sign-up is not proven, so it opens nothing else; decisions.md #57).
 */
export type Person = { email: string } | { userId: number };

/** Everything stored about one person. */
export interface PersonRecords {
  account: Omit<User, 'passwordHash'> | null;
  /** Oldest first, each with its history. */
  leads: { lead: Lead; history: LeadEvent[] }[];
  /**
   * Other people's leads that only mention the address (in a message, say): neither exported nor
   * erased with the person; their ids, for staff to open and judge (decisions.md #77).
   */
  mentionedIn: number[];
}

/** What an erasure removed (or, for other people's records, cleared), per table. */
export type ErasureCounts = Record<string, number>;

/** The audit log and the rights of the person (decisions.md #57, #58). */
export interface PeopleStorage {
  /** Appends an entry to the audit log (decisions.md #58). */
  audit(entry: NewAuditEntry): Promise<void>;
  /** A page of the audit log, newest first, and how many entries it has. */
  auditLog(page: { limit: number; offset: number }): Promise<{
    entries: AuditEntry[];
    total: number;
  }>;
  /**
   * Removes the audit entries older than `before`, the only way an entry goes: the database
   * refuses any other change, and this one for an entry younger than a year. How many went.
   */
  purgeAudit(before: Date): Promise<number>;
  /** Every record of a person: their account and their leads with their history. */
  personRecords(person: Person): Promise<PersonRecords>;
  /**
   * Erases a person in one transaction: their leads (with notes, history, search text, delivery
   * jobs, idempotency records), their account and its sessions; recorded in the audit log by
   * `actor` with how many records went, never the address. What went, per table.
   */
  erasePerson(person: Person, actor: AuditActor): Promise<ErasureCounts>;
}
