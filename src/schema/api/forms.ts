import * as z from 'zod/mini';
import { apiGroup, endpoint } from './endpoint';

const redirected = z.object({
  success: z.literal(true),
  /** The page to go to next. */
  redirectTo: z.string(),
});

/**
 * The site's forms: enquiries and applications, sign-up and login. Each takes its fields by the
 * names declared in `site.config.json` → `forms` (the path is each form's `endpoint`) as JSON or
 * as a browser's own form post, which gets a 303 to a page showing the answer; refusals are
 * `{ success: false, message, errors }` with the first problem of each field.
 */
export const formsApi = apiGroup({
  title: 'Forms',
  base: '/api',
  audience: 'visitor',
  endpoints: {
    lead: endpoint({
      method: 'POST',
      path: '/pclinfo',
      summary:
        'Stores an enquiry before answering with the form’s success message; every lead form’s `endpoint` (`/pclinfo`, `/submitForm`) is such a call.',
      responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      refusals: {
        400: 'a field is refused (`errors`), the `form` is unknown, the `page` is not a page, `website` is filled, or the `Idempotency-Key` is malformed',
        422: 'the `Idempotency-Key` was used for a different submission',
        429: 'more than `API_RATE_LIMIT_LEADS` came a minute',
      },
    }),
    signup: endpoint({
      method: 'POST',
      path: '/signup',
      summary: 'Makes an account and signs it in (session cookie).',
      responses: { 201: redirected },
      refusals: {
        400: 'the password is refused (`errors.password` says why)',
        409: 'the address has an account',
        429: '`API_RATE_LIMIT_AUTH`, or a password of this client is being hashed (`Retry-After`)',
        503: 'the hashing queue is full (`Retry-After`)',
      },
    }),
    login: endpoint({
      method: 'POST',
      path: '/login',
      summary:
        'Signs in (session cookie), or with a second factor answers `secondStep` and the second step’s page as `redirectTo`.',
      responses: {
        200: z.object({
          success: z.literal(true),
          redirectTo: z.string(),
          secondStep: z.optional(z.literal(true)),
        }),
      },
      refusals: {
        401: 'the e-mail address or password is incorrect (never says which)',
        429: 'after 5 failures for the address (30 s, doubling to 15 min) unless the request brings the `device` cookie of an earlier sign-in (decision 84); per client as for sign-up',
        503: 'the hashing queue is full, as for sign-up',
      },
    }),
  },
});

/** Signing out: anyone may call it. */
export const sessionApi = apiGroup({
  title: 'Signing out',
  base: '/api',
  audience: 'visitor',
  endpoints: {
    logout: endpoint({
      method: 'POST',
      path: '/logout',
      summary: 'Ends the session and clears the cookie.',
      answers: 'a plain form post goes on to `/` (303)',
      responses: { 200: z.object({ success: z.literal(true), redirectTo: z.string() }) },
    }),
  },
});
