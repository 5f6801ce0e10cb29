import { callApi } from '../../engine/browser/call-api';
import { postWithProof } from '../../forms/ConfirmPassword';
import {
  endpointUrl,
  groupBase,
  readAnswer,
  type Answer,
  type Endpoint,
} from '../../schema/api/endpoint';
import { inboxApi } from '../../schema/api/inbox';
import type { Lead, LeadStatus } from '../../schema/lead';

const { endpoints } = inboxApi;
export type LeadPage = Answer<typeof endpoints.list, 200>;
export type LeadDetail = Answer<typeof endpoints.lead, 200>;
export type AuditPage = Answer<typeof endpoints.audit, 200>;

/** Where this page reaches an endpoint of the inbox. */
const urlOf = (apiBase: string, declared: Endpoint, given: { params?: unknown; query?: unknown }) =>
  endpointUrl(groupBase(apiBase, inboxApi), declared, given);

/** What a screen of the inbox is waiting for or got. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; status: number }
  | { kind: 'failed' };

async function load<E extends Endpoint & { responses: { 200: unknown } }>(
  url: string,
  declared: E,
): Promise<Loaded<Answer<E, 200>>> {
  const answer = await callApi(url);
  if (answer.kind === 'network') return { kind: 'failed' };
  if (answer.kind === 'refused')
    return answer.status === 401 || answer.status === 403
      ? { kind: 'refused', status: answer.status }
      : { kind: 'failed' };
  try {
    const data = readAnswer(declared, 200, answer.body);
    return data === undefined ? { kind: 'failed' } : { kind: 'ok', data };
  } catch {
    return { kind: 'failed' };
  }
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
  const request: Record<string, string> = Object.fromEntries(filtersOf(query));
  const p = Number(query.get('p'));
  if (Number.isInteger(p) && p > 1) request.p = String(p);
  return load(urlOf(apiBase, endpoints.list, { query: request }), endpoints.list);
};

export const loadLead = (apiBase: string, id: string) =>
  load(urlOf(apiBase, endpoints.lead, { params: { id } }), endpoints.lead);

export const saveLead = (
  apiBase: string,
  id: number,
  change: { status: LeadStatus; note: string },
) =>
  callApi(urlOf(apiBase, endpoints.change, { params: { id } }), {
    method: endpoints.change.method,
    body: change,
  });

/** The person's name as the lead's fields give it (first and last name, or a name field). */
export function nameOf(lead: Lead): string {
  return lead.fields
    .filter((f) => f.type !== 'email' && /name/i.test(f.name) && f.value)
    .map((f) => f.value)
    .join(' ');
}

export const emailOf = (lead: Lead) => lead.fields.find((f) => f.type === 'email')?.value ?? '';

export const loadAudit = (apiBase: string, page: number) =>
  load(urlOf(apiBase, endpoints.audit, { query: { p: page } }), endpoints.audit);

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
  const answer = await postWithProof(urlOf(apiBase, endpoints.erase, {}), { email });
  if (answer.kind === 'reauth') return { kind: 'reauth' };
  if (answer.kind === 'refused' && answer.message)
    return { kind: 'refused', message: answer.message };
  if (answer.kind !== 'ok') return { kind: 'failed' };
  let erased: Answer<typeof endpoints.erase, 200> | undefined;
  try {
    erased = readAnswer(endpoints.erase, 200, answer.body);
  } catch {
    return { kind: 'failed' };
  }
  if (!erased) return { kind: 'failed' };
  const count = Object.values(erased.counts).reduce((a, b) => a + b, 0);
  return { kind: 'ok', count, mentioned: erased.mentionedIn.length };
}
