import type { Lead } from './types';

/**
 * A cell that a spreadsheet would read as a formula (= + - @, or a leading tab or carriage
 * return) gets a leading apostrophe, so it shows as the text the visitor typed (OWASP CSV
 * injection).
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * Leads as CSV (RFC 4180, CRLF line ends): id, time, form, page, subject, then one column per
 * field label in the order first seen, so the two enquiry forms share "First Name" and so on.
 */
export function leadsToCsv(leads: Lead[]): string {
  const labels: string[] = [];
  for (const lead of leads)
    for (const field of lead.fields) if (!labels.includes(field.label)) labels.push(field.label);
  const header = ['id', 'received_at', 'form', 'page', 'subject', ...labels];
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.receivedAt,
    lead.form,
    lead.page ?? '',
    lead.subject ?? '',
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
    fields: Object.fromEntries(lead.fields.map((f) => [f.name, f.value])),
    labels: Object.fromEntries(lead.fields.map((f) => [f.name, f.label])),
  }));
  return `${JSON.stringify(out, null, 2)}\n`;
}
