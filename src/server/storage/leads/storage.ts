import { z } from 'zod';
import { leadStatuses } from '../../../schema/lead';
import type { Dialect } from '../dialect';
import type { Driver } from '../driver';
import { countRow } from '../rows';
import type { WriteOp } from '../write-ops';
import { leadColumns, savedLead, toEvent, toLead, toOrigin } from './rows';
import type { LeadQuery, LeadStorage } from './types';

const retentionResult = z.record(z.enum(leadStatuses), z.number());

/** The same moment `months` calendar months earlier (UTC; the 31st falls back as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/** The WHERE clause of a lead query and its parameters, numbered from $1. */
function leadFilter(d: Dialect, query: LeadQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.status) add((n) => `status = ${n}`, query.status);
  if (query.notStatus) add((n) => `status <> ${n}`, query.notStatus);
  if (query.page) add((n) => `page = ${n}`, query.page);
  if (query.from) add((n) => `received_at >= ${n}`, query.from.toISOString());
  if (query.to) add((n) => `received_at < ${n}`, query.to.toISOString());
  // Stored lowercased (searchText), so any case is found, and no character is special.
  const text = query.text?.trim().toLowerCase();
  if (text) add((n) => `id IN (SELECT id FROM lead_search WHERE ${d.contains('text', n)})`, text);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The leads inbox and the retention run, in the SQL both databases understand. */
export function leadStorage(driver: Driver): LeadStorage {
  const { read, write } = driver;
  const leads = `SELECT ${leadColumns.lead} FROM leads`;
  const sql = {
    leadById: `${leads} WHERE id = $1`,
    leadsSince: `${leads} WHERE received_at >= $1 ORDER BY id`,
    allLeads: `${leads} ORDER BY id`,
    events: `SELECT ${leadColumns.event} FROM lead_events WHERE lead_id = $1 ORDER BY id`,
    leadsOfUser: `${leads} WHERE user_id = $1 ORDER BY id DESC`,
    origins: `SELECT received_at, page, source, experiments FROM leads
      WHERE received_at >= $1 AND received_at < $2 AND status <> 'spam'`,
  };
  const first = async (statement: string, params: unknown[]) => (await read(statement, params))[0];

  return {
    async saveLead(lead, { notify, idempotency, destinations }) {
      const at = new Date().toISOString();
      const to = destinations ? { destinations: [...destinations] } : {};
      const op: WriteOp = { kind: 'saveLead', lead, notify, at, idempotency, ...to };
      const { id, replayed } = savedLead.parse(await write(op));
      // A retried submission: the lead stored the first time.
      if (replayed) return toLead(await first(sql.leadById, [id]));
      const status = lead.spamReason === undefined ? 'new' : 'spam';
      return { ...lead, id, receivedAt: at, status, note: '' };
    },
    async runRetention(now, months, nextRunAt) {
      const cutoffs = leadStatuses.map((status) => ({
        status,
        before: monthsBefore(now, months[status]).toISOString(),
      }));
      const at = now.toISOString();
      const next = nextRunAt.toISOString();
      const result = await write({ kind: 'runRetention', at, cutoffs, nextRunAt: next });
      return result === undefined ? undefined : retentionResult.parse(result);
    },
    async listLeads({ since } = {}) {
      const rows = since
        ? await read(sql.leadsSince, [since.toISOString()])
        : await read(sql.allLeads);
      return rows.map(toLead);
    },
    async queryLeads(query) {
      const { where, params } = leadFilter(driver.dialect, query);
      const { total } = countRow.parse(
        await first(`SELECT count(*) AS total FROM leads ${where}`, params),
      );
      const n = params.length;
      const rows = await read(
        `${leads} ${where} ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      );
      return { leads: rows.map(toLead), total };
    },
    async getLead(id) {
      const row = await first(sql.leadById, [id]);
      if (row === undefined) return undefined;
      const events = await read(sql.events, [id]);
      return { lead: toLead(row), history: events.map(toEvent) };
    },
    async updateLead(id, change, actor, { deliverTo, audit } = {}) {
      const at = new Date().toISOString();
      const deliver = deliverTo ? { deliverTo: [...deliverTo] } : {};
      const op = { kind: 'updateLead' as const, id, ...change, actor, at, ...deliver };
      const row = await write(audit ? { ...op, audit } : op);
      return row === undefined ? undefined : toLead(row);
    },
    async leadsOfUser(userId) {
      return (await read(sql.leadsOfUser, [userId])).map(toLead);
    },
    async leadOrigins(from, to) {
      return (await read(sql.origins, [from.toISOString(), to.toISOString()])).map(toOrigin);
    },
  };
}
