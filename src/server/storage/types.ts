/** One answered field of a lead, with the label it had when the visitor saw it. */
export interface LeadField {
  name: string;
  label: string;
  /** Field type from the form declaration: "text", "email", "phone", "textarea"… */
  type: string;
  value: string;
}

export interface NewLead {
  /** Form that sent it, e.g. "enquiry" or "contact". */
  form: string;
  /** Page the visitor was on, e.g. "/vps-hosting". */
  page?: string;
  /** What it is about, e.g. the job title of an application. */
  subject?: string;
  fields: LeadField[];
}

export interface Lead extends NewLead {
  id: number;
  /** ISO 8601 time in UTC. */
  receivedAt: string;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
}

export interface User extends NewUser {
  id: number;
  createdAt: string;
}

export interface OutboxItem {
  id: number;
  lead: Lead;
  attempts: number;
}

/**
 * What the API needs from a database. Every method is async so that a PostgreSQL
 * implementation (a pool and `await client.query`) can replace the embedded SQLite one.
 */
export interface Storage {
  /**
   * Stores a lead durably (committed and synced) before resolving; with `notify`, a mail job for
   * it is stored in the same transaction, so a crash can lose neither.
   */
  saveLead(lead: NewLead, options: { notify: boolean }): Promise<Lead>;
  listLeads(query?: { since?: Date }): Promise<Lead[]>;
  /** Creates an account; "exists" when the e-mail address (any case) already has one. */
  createUser(user: NewUser): Promise<User | 'exists'>;
  findUserByEmail(email: string): Promise<User | undefined>;
  /** Mail jobs due at `now`, oldest first. */
  dueMail(now: Date, limit: number): Promise<OutboxItem[]>;
  markMailSent(id: number, at: Date): Promise<void>;
  markMailFailed(id: number, error: string, retryAt: Date): Promise<void>;
  close(): Promise<void>;
}
