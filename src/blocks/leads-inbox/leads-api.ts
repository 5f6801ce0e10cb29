import * as z from 'zod/mini';
import { callApi } from '../../engine/browser/call-api';
import { postWithProof } from '../../forms/ConfirmPassword';
import { auditEntrySchema } from '../../schema/audit';
import { leadEventSchema, leadSchema, type Lead, type LeadStatus } from '../../schema/lead';

const listSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  leads: z.array(leadSchema),
  /** Destinations failing for over 15 minutes. */
  delivery: z.optional(
    z.array(z.object({ name: z.string(), failingSince: z.string(), waiting: z.number() })),
  ),
});
export type LeadPage = z.infer<typeof listSchema>;

const detailSchema = z.object({ lead: leadSchema, history: z.array(leadEventSchema) });
export type LeadDetail = z.infer<typeof detailSchema>;

const auditSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  entries: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditSchema>;

/** What a screen of the inbox is waiting for or got. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; status: number }
  | { kind: 'failed' };

async function load<T>(url: string, schema: z.ZodMiniType<T>): Promise<Loaded<T>> {
  const answer = await callApi(url);
  if (answer.kind === 'network') return { kind: 'failed' };
  if (answer.kind === 'refused')
    return answer.status === 401 || answer.status === 403
      ? { kind: 'refused', status: answer.status }
      : { kind: 'failed' };
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'failed' };
}

/** The filters of the list, as the address and the API both name them. */
export const filterKeys = ['status', 'page', 'from', 'to', 'q'] as const;

/** The address's query without the parts that are not the list's filters. */
export function filtersOf(query: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const key of filterKeys) {
    const value = query.get(key)?.trim();
    if (value) filters.set(key, value);
  }
  return filters;
}

export const loadLeads = (apiBase: string, query: URLSearchParams) => {
  const request = filtersOf(query);
  const p = Number(query.get('p'));
  if (Number.isInteger(p) && p > 1) request.set('p', String(p));
  return load(`${apiBase}/leads?${request}`, listSchema);
};

export const loadLead = (apiBase: string, id: string) =>
  load(`${apiBase}/leads/${encodeURIComponent(id)}`, detailSchema);

export const saveLead = (
  apiBase: string,
  id: number,
  change: { status: LeadStatus; note: string },
) => callApi(`${apiBase}/leads/${id}`, { method: 'PATCH', body: change });

/** The person's name as the lead's fields give it (first and last name, or a name field). */
export function nameOf(lead: Lead): string {
  return lead.fields
    .filter((f) => f.type !== 'email' && /name/i.test(f.name) && f.value)
    .map((f) => f.value)
    .join(' ');
}

export const emailOf = (lead: Lead) => lead.fields.find((f) => f.type === 'email')?.value ?? '';

export const loadAudit = (apiBase: string, page: number) =>
  load(`${apiBase}/leads/audit?p=${page}`, auditSchema);

const erasedSchema = z.object({
  counts: z.record(z.string(), z.number()),
  mentionedIn: z.optional(z.array(z.number())),
});

/**
 * Erases every record of an address: how many went and how many other enquiries only mention it;
 * "reauth" when the server first asks for the password again (decisions.md #85).
 */
export async function erasePerson(
  apiBase: string,
  email: string,
): Promise<
  | { kind: 'ok'; count: number; mentioned: number }
  | { kind: 'refused'; message: string }
  | { kind: 'reauth' }
  | { kind: 'failed' }
> {
  const answer = await postWithProof(`${apiBase}/leads/erase`, { email });
  if (answer.kind === 'reauth') return { kind: 'reauth' };
  if (answer.kind === 'refused' && answer.message)
    return { kind: 'refused', message: answer.message };
  const parsed = answer.kind === 'ok' ? erasedSchema.safeParse(answer.body) : undefined;
  if (!parsed?.success) return { kind: 'failed' };
  const count = Object.values(parsed.data.counts).reduce((a, b) => a + b, 0);
  return { kind: 'ok', count, mentioned: parsed.data.mentionedIn?.length ?? 0 };
}
