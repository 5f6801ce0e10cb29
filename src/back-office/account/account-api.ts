import { callApi, type CallOutcome } from '../../engine/browser/call-api';
import { accountApi } from '../../schema/api/account';
import {
  endpointUrl,
  groupBase,
  readAnswer,
  type Answer,
  type Endpoint,
} from '../../schema/api/endpoint';

const { endpoints } = accountApi;

export type Account = Answer<typeof endpoints.account, 200>['account'];
export type OwnLead = Answer<typeof endpoints.leads, 200>['leads'][number];
export type SessionView = Answer<typeof endpoints.sessions, 200>['sessions'][number];
export type PasskeyView = Answer<typeof endpoints.passkeys, 200>['passkeys'][number];

export type AccountLoad =
  | { kind: 'loading' }
  | { kind: 'ok'; account: Account; leads: OwnLead[] }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

/** Where this page reaches an endpoint of the account. */
export const urlOf = (apiBase: string, declared: Endpoint) =>
  endpointUrl(groupBase(apiBase, accountApi), declared, {});

/** A success read through the endpoint's contract; undefined when it is not one. */
function okAnswer<E extends Endpoint & { responses: { 200: unknown } }>(
  declared: E,
  answer: CallOutcome,
): Answer<E, 200> | undefined {
  if (answer.kind !== 'ok') return undefined;
  try {
    return readAnswer(declared, 200, answer.body);
  } catch {
    return undefined;
  }
}

/** The logged-in account and the enquiries it sent. */
export async function loadAccount(apiBase: string): Promise<AccountLoad> {
  const [account, leads] = await Promise.all([
    callApi(urlOf(apiBase, endpoints.account)),
    callApi(urlOf(apiBase, endpoints.leads)),
  ]);
  if (account.kind === 'refused' && account.status === 401) return { kind: 'signed-out' };
  const a = okAnswer(endpoints.account, account);
  const l = okAnswer(endpoints.leads, leads);
  return a && l ? { kind: 'ok', account: a.account, leads: l.leads } : { kind: 'failed' };
}

/** The devices the account is logged in on, this one first; undefined if they could not load. */
export async function loadSessions(apiBase: string): Promise<SessionView[] | undefined> {
  const answer = okAnswer(endpoints.sessions, await callApi(urlOf(apiBase, endpoints.sessions)));
  return answer
    ? [...answer.sessions].sort((a, b) => Number(b.current) - Number(a.current))
    : undefined;
}

/** The account's passkeys; undefined if they could not load. */
export async function loadPasskeys(apiBase: string): Promise<PasskeyView[] | undefined> {
  return okAnswer(endpoints.passkeys, await callApi(urlOf(apiBase, endpoints.passkeys)))?.passkeys;
}
