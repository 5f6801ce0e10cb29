/**
 * A lead as the server stores it and the inbox shows it: one shape for both. zod/mini, because
 * the inbox island parses the API's answers with it in the browser (and full zod would triple
 * its code); nothing here may need Node.
 */
import * as z from 'zod/mini';
import { leadSourceKeys } from './lead-source-keys';
import { pageVersions } from './page-versions';

/** Where staff are with a lead. */
export const leadStatuses = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** One answered field of a lead, with the label it had when the visitor saw it. */
export const leadFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Field type from the form declaration: "text", "email", "phone", "textarea"… */
  type: z.string(),
  value: z.string(),
});
export type LeadField = z.infer<typeof leadFieldSchema>;

/** Where the visit came from: the landing address's utm_ values and an outside referrer. */
export const leadSourceSchema = z.partialRecord(z.enum(leadSourceKeys), z.string());

/**
 * What the visitor was told when sending a lead, as the server served it (decisions.md #56): the
 * form's purpose notice, and the policy page it linked with its version (a SHA-256 of the page as
 * published; absent when the server had no published copy of it).
 */
export const leadNoticeSchema = z.object({
  purposes: z.string(),
  policy: z.object({
    path: z.string(),
    version: z.optional(z.string()),
    /** The page's own "Last updated" date, when it shows one. */
    updated: z.optional(z.string()),
  }),
});
export type LeadNotice = z.infer<typeof leadNoticeSchema>;

/**
 * A version of an experiment the visitor was shown that day before sending the lead
 * (decisions.md #103): the page it ran on, the experiment and the version.
 */
export const leadExperimentSchema = z.object({
  page: z.string(),
  id: z.string(),
  version: z.enum(pageVersions),
});
export type LeadExperiment = z.infer<typeof leadExperimentSchema>;

export const leadSchema = z.object({
  id: z.number(),
  /** ISO 8601 time in UTC. */
  receivedAt: z.string(),
  /** Form that sent it, e.g. "enquiry" or "contact". */
  form: z.string(),
  /** Page the visitor was on, e.g. "/vps-hosting". */
  page: z.optional(z.string()),
  /** What it is about, e.g. the job title of an application. */
  subject: z.optional(z.string()),
  fields: z.array(leadFieldSchema),
  source: z.optional(leadSourceSchema),
  /** The experiments' versions the visitor was shown that day, on the pages they ran on. */
  experiments: z.optional(z.array(leadExperimentSchema)),
  /** The account the visitor was logged in with, if any. */
  userId: z.optional(z.number()),
  status: z.enum(leadStatuses),
  /** Staff's internal note; never shown to the visitor. */
  note: z.string(),
  /** Why the server held it back as suspected spam (decisions.md #51); kept after "not spam". */
  spamReason: z.optional(z.string()),
  /** The notice shown with the form; absent on leads from before notices were recorded. */
  notice: z.optional(leadNoticeSchema),
  /** The form's optional marketing box: ticked or not; absent when the form did not ask. */
  marketingConsent: z.optional(z.boolean()),
  /** When the retention job replaced its personal data (decisions.md #56). */
  anonymisedAt: z.optional(z.string()),
});
export type Lead = z.infer<typeof leadSchema>;

/** One change staff made to a lead. */
export const leadEventSchema = z.object({
  at: z.string(),
  /** E-mail address of the staff member, as it was then. */
  actor: z.string(),
  change: z.enum(['status', 'note']),
  from: z.string(),
  to: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
