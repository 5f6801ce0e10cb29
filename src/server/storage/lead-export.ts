import { guardCell, quoteCell as quote } from '../../schema/csv-cell';
import { leadSourceKeys, type Lead } from './types';

/** What the visitor was told and answered, and whether the lead was anonymised (#56). */
const consentColumns = ['notice', 'policy', 'policy_version', 'marketing_consent', 'anonymised_at'];
const yesNo = (answer: boolean | undefined) => (answer === undefined ? '' : answer ? 'yes' : 'no');
const consentCells = ({ notice, marketingConsent, anonymisedAt }: Lead) => [
  notice?.purposes ?? '',
  notice?.policy.path ?? '',
  notice?.policy.version ?? '',
  yesNo(marketingConsent),
  anonymisedAt ?? '',
];

/**
 * Leads as CSV (RFC 4180, every cell quoted, CRLF line ends): id, time, form, page, subject,
 * status, note, the notice shown and the marketing answer (empty: not asked), where the visitor
 * came from (referrer and the five utm_ values), the versions of pages under test the visitor saw
 * (`/ home-hero variant`, several joined by `; `), then one column per field label in the order
 * first seen, so the two enquiry forms share "First Name" and so on.
 */
export function leadsToCsv(leads: Lead[]): string {
  const labels: string[] = [];
  for (const lead of leads)
    for (const field of lead.fields) if (!labels.includes(field.label)) labels.push(field.label);
  const header = ['id', 'received_at', 'form', 'page', 'subject', 'status', 'note'];
  header.push(...consentColumns, ...leadSourceKeys, 'experiments', ...labels);
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.receivedAt,
    lead.form,
    lead.page ?? '',
    lead.subject ?? '',
    lead.status,
    lead.note,
    ...consentCells(lead),
    ...leadSourceKeys.map((key) => lead.source?.[key] ?? ''),
    (lead.experiments ?? []).map((seen) => `${seen.page} ${seen.id} ${seen.version}`).join('; '),
    ...labels.map((label) => lead.fields.find((f) => f.label === label)?.value ?? ''),
  ]);
  return (
    [header, ...rows]
      .map((row) => row.map((cell) => quote(guardCell(cell))).join(','))
      .join('\r\n') + '\r\n'
  );
}

/** Leads as a JSON array, one object per lead with its fields keyed by name. */
export function leadsToJson(leads: Lead[]): string {
  const out = leads.map((lead) => ({
    id: lead.id,
    receivedAt: lead.receivedAt,
    form: lead.form,
    page: lead.page ?? null,
    subject: lead.subject ?? null,
    status: lead.status,
    note: lead.note,
    source: lead.source ?? {},
    experiments: lead.experiments ?? [],
    notice: lead.notice ?? null,
    marketingConsent: lead.marketingConsent ?? null,
    anonymisedAt: lead.anonymisedAt ?? null,
    fields: Object.fromEntries(lead.fields.map((f) => [f.name, f.value])),
    labels: Object.fromEntries(lead.fields.map((f) => [f.name, f.label])),
  }));
  return `${JSON.stringify(out, null, 2)}\n`;
}
