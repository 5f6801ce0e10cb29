import * as z from 'zod/mini';
import { apiGroup, endpoint } from './endpoint';

const done = z.object({ success: z.literal(true), message: z.string() });
const password = (missing: string) =>
  z.string({ error: missing }).check(z.minLength(1, missing), z.maxLength(1024));
/** A code of the authenticator app or a recovery code, as typed. */
const codeTyped = 'Type the code your authenticator app shows.';
const code = z.string({ error: codeTyped }).check(z.trim(), z.minLength(1, codeTyped));
const codeBody = z.object({ code: code.check(z.maxLength(64, codeTyped)) });

/** What the account page shows of an account. */
export const accountSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.string(),
  /** Whether the account may edit pages: the staff area then shows it a link to the editor. */
  editor: z.boolean(),
  createdAt: z.string(),
});

/** An enquiry as its sender sees it: what they wrote, never staff's status or note. */
export const ownLeadSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  form: z.string(),
  page: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});

/** A device the account is signed in on; `id` names it for ending it, never its secret. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

/** A passkey as its owner sees it: never its key. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});

/**
 * The signed-in visitor's own account (decisions.md #57, #79, #81, #85, #86): who they are, their
 * enquiries and data, their password, the devices they are signed in on, two-step sign-in and
 * passkeys. Every call answers 401 without a live session.
 */
export const accountApi = apiGroup({
  title: 'Your account',
  base: '/api/account',
  audience: 'account',
  endpoints: {
    account: endpoint({
      method: 'GET',
      path: '',
      summary: 'Who is signed in.',
      responses: { 200: z.object({ success: z.literal(true), account: accountSchema }) },
    }),
    leads: endpoint({
      method: 'GET',
      path: '/leads',
      summary: 'The enquiries sent while signed in to the account, as they were written.',
      responses: { 200: z.object({ success: z.literal(true), leads: z.array(ownLeadSchema) }) },
    }),
    password: endpoint({
      method: 'POST',
      path: '/password',
      summary:
        'Changes the password (the sign-up’s rules; the current password is the proof); every other session ends.',
      body: z.strictObject({
        currentPassword: password('Enter your current password.'),
        newPassword: z.string(),
      }),
      responses: { 200: done },
      refusals: {
        400: 'the new password is refused, with `errors.newPassword` saying why',
        401: 'the current password is wrong (`errors.currentPassword`)',
        429: 'there were too many wrong passwords, with `Retry-After`',
      },
    }),
    remove: endpoint({
      method: 'POST',
      path: '/delete',
      summary:
        'Removes the account and its sessions; its enquiries stay with the company, unlinked.',
      body: z.strictObject({ password: password('Enter your password to confirm.') }),
      responses: { 200: done },
      refusals: { 401: 'the password is wrong', 429: 'there were too many wrong passwords' },
    }),
    export: endpoint({
      method: 'GET',
      path: '/export',
      summary: 'The account and its enquiries, with status, note and history.',
      answers: 'a JSON file to download',
      responses: {},
    }),
    erase: endpoint({
      method: 'POST',
      path: '/erase',
      summary: 'Erases the account and every enquiry sent with it; the session ends.',
      body: z.strictObject({ password: password('Enter your password to confirm.') }),
      responses: { 200: z.extend(done, { redirectTo: z.string() }) },
      refusals: { 401: 'the password is wrong', 429: 'there were too many wrong passwords' },
    }),
    confirm: endpoint({
      method: 'POST',
      path: '/confirm',
      summary:
        'Records a proof for the session (10 minutes) with the password or a code of the second factor.',
      body: z.union([
        z.strictObject({ password: password('Enter your password.') }),
        z.strictObject({ code: code.check(z.maxLength(64)) }),
      ]),
      responses: { 200: z.object({ success: z.literal(true) }) },
      refusals: {
        401: 'the password or code is wrong',
        429: 'there were too many wrong tries (5 free, then 30 s doubling to 15 min), with `Retry-After`',
      },
    }),
    sessions: endpoint({
      method: 'GET',
      path: '/sessions',
      summary: 'The devices the account is signed in on.',
      responses: { 200: z.object({ success: z.literal(true), sessions: z.array(sessionSchema) }) },
    }),
    endSession: endpoint({
      method: 'POST',
      path: '/sessions/end',
      summary: 'Signs out one other device.',
      body: z.strictObject({
        id: z
          .string({ error: 'Say which session to end.' })
          .check(z.length(22, 'Say which session to end.')),
      }),
      responses: { 200: done },
      refusals: {
        400: 'it is the session in use (log out instead)',
        404: 'it has ended already',
      },
    }),
    endOtherSessions: endpoint({
      method: 'POST',
      path: '/sessions/end-others',
      summary: 'Signs out every other device, with a sentence saying how many.',
      responses: { 200: done },
    }),
    twoFactor: endpoint({
      method: 'GET',
      path: '/two-factor',
      summary:
        'Whether two-step sign-in is on, how many recovery codes are left, and whether the account’s role needs it.',
      responses: {
        200: z.object({
          success: z.literal(true),
          on: z.boolean(),
          recoveryCodesLeft: z.number(),
          required: z.boolean(),
        }),
      },
    }),
    startTwoFactor: endpoint({
      method: 'POST',
      path: '/two-factor/start',
      summary: 'A new secret for the authenticator app: its key in groups and its QR code.',
      proof: true,
      responses: {
        200: z.object({
          success: z.literal(true),
          key: z.string(),
          qr: z.object({ size: z.number(), d: z.string() }),
        }),
      },
      refusals: { 409: 'two-step sign-in is on already' },
    }),
    confirmTwoFactor: endpoint({
      method: 'POST',
      path: '/two-factor/confirm',
      summary:
        'Turns two-step sign-in on with a first code; answers the ten recovery codes, once. Every other session ends.',
      body: codeBody,
      responses: { 200: z.extend(done, { recoveryCodes: z.array(z.string()) }) },
      refusals: {
        401: 'the code is wrong',
        429: 'there were too many wrong codes, with `Retry-After`',
      },
    }),
    turnOffTwoFactor: endpoint({
      method: 'POST',
      path: '/two-factor/off',
      summary:
        'Turns two-step sign-in off with a current code or a recovery code; every other session ends.',
      body: codeBody,
      responses: { 200: done },
      refusals: {
        401: 'the code is wrong',
        403: 'the account’s role needs two-step sign-in',
        429: 'there were too many wrong codes',
      },
    }),
    passkeys: endpoint({
      method: 'GET',
      path: '/passkeys',
      summary: 'The account’s passkeys (decision 86), never their keys.',
      responses: { 200: z.object({ success: z.literal(true), passkeys: z.array(passkeySchema) }) },
    }),
    passkeyOptions: endpoint({
      method: 'POST',
      path: '/passkeys/options',
      summary:
        'The options for the browser’s `navigator.credentials.create`; the challenge is kept for this session, once, 5 minutes.',
      proof: true,
      responses: {
        200: z.object({
          success:
            z.literal(
              true,
            ) /** `PublicKeyCredentialCreationOptionsJSON`, as the browser takes it. */,
          options: z.unknown(),
        }),
      },
    }),
    addPasskey: endpoint({
      method: 'POST',
      path: '/passkeys',
      summary:
        'Keeps the passkey the browser made for that challenge (this site’s origin and host only); every other session ends.',
      proof: true,
      body: z.object({
        name: z.optional(z.string().check(z.trim(), z.maxLength(60))),
        /** The browser's `PublicKeyCredential` as JSON, checked by the server. */
        response: z.unknown(),
      }),
      responses: { 201: z.extend(done, { passkey: passkeySchema }) },
      refusals: { 400: 'the passkey is not accepted' },
    }),
    removePasskey: endpoint({
      method: 'POST',
      path: '/passkeys/remove',
      summary: 'Removes one of the account’s passkeys; every other session ends.',
      proof: true,
      body: z.object({
        id: z
          .string({ error: 'Say which passkey to remove.' })
          .check(
            z.minLength(1, 'Say which passkey to remove.'),
            z.maxLength(1400, 'Say which passkey to remove.'),
          ),
      }),
      responses: { 200: done },
      refusals: {
        403: 'it is the last second factor of a role that needs one',
        404: 'it is not the account’s',
      },
    }),
  },
});
