import * as z from 'zod/mini';
import { callApi } from '../../engine/browser/call-api';

const accountSchema = z.object({
  account: z.object({ username: z.string(), email: z.string(), role: z.string() }),
});
const leadsSchema = z.object({
  leads: z.array(
    z.object({
      id: z.number(),
      receivedAt: z.string(),
      form: z.string(),
      page: z.nullable(z.string()),
      subject: z.nullable(z.string()),
      fields: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  ),
});

export type Account = z.infer<typeof accountSchema>['account'];
export type OwnLead = z.infer<typeof leadsSchema>['leads'][number];

export type AccountLoad =
  | { kind: 'loading' }
  | { kind: 'ok'; account: Account; leads: OwnLead[] }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

/** The logged-in account and the enquiries it sent. */
export async function loadAccount(apiBase: string): Promise<AccountLoad> {
  const [account, leads] = await Promise.all([
    callApi(`${apiBase}/account`),
    callApi(`${apiBase}/account/leads`),
  ]);
  if (account.kind === 'refused' && account.status === 401) return { kind: 'signed-out' };
  if (account.kind !== 'ok' || leads.kind !== 'ok') return { kind: 'failed' };
  const a = accountSchema.safeParse(account.body);
  const l = leadsSchema.safeParse(leads.body);
  return a.success && l.success
    ? { kind: 'ok', account: a.data.account, leads: l.data.leads }
    : { kind: 'failed' };
}

const sessionsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type SessionView = z.infer<typeof sessionsSchema>['sessions'][number];

/** The devices the account is logged in on, this one first; undefined if they could not load. */
export async function loadSessions(apiBase: string): Promise<SessionView[] | undefined> {
  const answer = await callApi(`${apiBase}/account/sessions`);
  const parsed = answer.kind === 'ok' ? sessionsSchema.safeParse(answer.body) : undefined;
  return parsed?.success
    ? [...parsed.data.sessions].sort((a, b) => Number(b.current) - Number(a.current))
    : undefined;
}
