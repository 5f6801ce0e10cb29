import * as z from 'zod/mini';
import { auditEntrySchema } from '../audit';
import { calendarDay } from '../calendar-day';
import { leadEventSchema, leadSchema, leadStatuses } from '../lead';
import { personEmailSchema } from '../person-email';
import { multiLine, typedText } from '../text-rules';
import { apiGroup, endpoint } from './endpoint';

/** The filters of the list and the export: days are whole days in UTC, `to` included. */
const filters = z.object({
  status: z.optional(z.enum(leadStatuses)),
  page: z.optional(typedText('The page', 300)),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  q: z.optional(typedText('The search', 200)),
});
const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)));
const perPage = (max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));

/** A destination of leads failing for over 15 minutes. */
export const deliveryAlertSchema = z.object({
  destination: z.string(),
  name: z.string(),
  failingSince: z.string(),
  waiting: z.number(),
});

const person = z.object({ email: personEmailSchema });

/**
 * The leads inbox and the audit log, for staff accounts only (decisions.md #57, #58): 401 without
 * a session, 403 for an account without the staff role. What staff see of people is recorded in
 * the audit log.
 */
export const inboxApi = apiGroup({
  title: 'Leads inbox',
  base: '/api/leads',
  audience: 'staff',
  endpoints: {
    list: endpoint({
      method: 'GET',
      path: '',
      summary:
        'A page of the leads matching the filters, newest first (suspected spam only with `status=spam`), and the destinations failing for over 15 minutes.',
      query: z.extend(filters, { p: pageNumber, per: perPage(100) }),
      responses: {
        200: z.object({
          success: z.literal(true),
          total: z.number(),
          page: z.number(),
          perPage: z.number(),
          leads: z.array(leadSchema),
          delivery: z.array(deliveryAlertSchema),
        }),
      },
    }),
    export: endpoint({
      method: 'GET',
      path: '/export',
      summary: 'The filtered leads, oldest first.',
      proof: true,
      query: z.extend(filters, { format: z.enum(['csv', 'json']) }),
      answers: 'a CSV or JSON file to download',
      responses: {},
    }),
    person: endpoint({
      method: 'POST',
      path: '/person',
      summary:
        'Every record of an e-mail address (also as a posted form), other leads that mention it as `mentionedIn`.',
      proof: true,
      body: person,
      answers: 'a JSON file to download',
      responses: {},
    }),
    erase: endpoint({
      method: 'POST',
      path: '/erase',
      summary:
        'Erases the leads sent from an address and its account: how many records went, per table, and the kept leads of others that mention it.',
      proof: true,
      body: person,
      responses: {
        200: z.object({
          success: z.literal(true),
          counts: z.record(z.string(), z.number()),
          mentionedIn: z.array(z.number()),
        }),
      },
      refusals: { 400: 'the address is the staff account’s own' },
    }),
    audit: endpoint({
      method: 'GET',
      path: '/audit',
      summary: 'A page of the audit log, newest first.',
      query: z.object({ p: pageNumber, per: perPage(200) }),
      responses: {
        200: z.object({
          success: z.literal(true),
          total: z.number(),
          page: z.number(),
          perPage: z.number(),
          entries: z.array(auditEntrySchema),
        }),
      },
    }),
    auditExport: endpoint({
      method: 'GET',
      path: '/audit/export',
      summary: 'The whole audit log, oldest first; the download is itself recorded.',
      answers: 'a JSON file to download',
      responses: {},
    }),
    lead: endpoint({
      method: 'GET',
      path: '/:id',
      summary: 'One lead with its history: who changed status or note, when, from what to what.',
      params: z.object({ id: z.string() }),
      responses: {
        200: z.object({
          success: z.literal(true),
          lead: leadSchema,
          history: z.array(leadEventSchema),
        }),
      },
      refusals: { 404: 'there is no such lead' },
    }),
    change: endpoint({
      method: 'PATCH',
      path: '/:id',
      summary:
        'Changes the status or the note of a lead, recorded with who made it; a lead taken out of spam is delivered then.',
      params: z.object({ id: z.string() }),
      body: z.strictObject({
        status: z.optional(z.enum(leadStatuses)),
        note: z.optional(typedText('The note', 5000, multiLine)),
      }),
      responses: { 200: z.object({ success: z.literal(true), lead: leadSchema }) },
      refusals: { 404: 'there is no such lead' },
    }),
  },
});
