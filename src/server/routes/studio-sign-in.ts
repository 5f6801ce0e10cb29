import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../engine/escape-html';
import { normalisePassword, normaliseText } from '../../schema/normalise-input';
import { logIn } from '../auth/log-in';
import { secondStepRoutes } from './second-step';
import { perClientLimits, perMinute } from '../http/per-client-limits';
import { sameOriginChanges } from '../http/request-origin';
import { currentSession } from '../auth/sessions';
import type { ServerContext } from '../context';
import { isRecord } from '../../schema/is-record';

/**
 * Where a sign-in may send the editor on: a page of the editor itself (same origin, a path under
 * `prefix`), never another site or another part of this one. Anything else: the editor's start.
 */
export function studioNext(given: unknown, prefix: string): string {
  const start = `${prefix}/`;
  if (typeof given !== 'string' || given.length > 2000) return start;
  // One leading slash and nothing a browser reads as another host (`//`, `/\`).
  if (!given.startsWith(`${prefix}/`) || /[\\\s]/.test(given)) return start;
  const url = new URL(given, 'http://here');
  // Checked as resolved: `/studio/../account` is not the editor's.
  if (url.host !== 'here' || !url.pathname.startsWith(start)) return start;
  if (url.pathname.startsWith(`${prefix}/login`)) return start;
  return `${url.pathname}${url.search}`;
}

/** What the sign-in page shows: the address typed (never the password) and a problem. */
interface SignInState {
  next: string;
  email?: string;
  problem?: string;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:26rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
.intro{margin:0 0 24px;color:#374151}
form{display:grid;gap:16px;padding:24px 16px;background:#fff;border:1px solid #d1d5db;border-radius:8px}
label{display:grid;gap:4px;font-weight:600}
input{font:inherit;min-height:44px;width:100%;padding:8px 12px;border:1px solid #6b7280;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
button{font:inherit;font-weight:600;min-height:44px;padding:8px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button:hover{background:#1e40af}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.problem{margin:0;padding:12px;border-left:4px solid #b91c1c;background:#fef2f2;color:#991b1b}
.back{margin:24px 0 0}
.back a{display:inline-flex;align-items:center;min-height:44px;color:#1d4ed8}
`;

/** The sign-in page: no script, no sign-up, no box to tick; errors in a sentence. */
function signInPage(siteName: string, prefix: string, state: SignInState) {
  const problem = state.problem
    ? `<p class="problem" id="sign-in-problem" role="alert">${escapeHtml(state.problem)}</p>`
    : '';
  const invalid = state.problem ? ' aria-invalid="true" aria-describedby="sign-in-problem"' : '';
  // The field to fill next takes the focus: the address at first, the password after a refusal.
  const focusEmail = state.email ? '' : ' autofocus';
  const focusPassword = state.email ? ' autofocus' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Sign in · ${escapeHtml(siteName)}</title>
<style>${styles}</style></head>
<body><main>
<h1>Sign in to edit the site</h1>
<p class="intro">For the people who edit the pages of ${escapeHtml(siteName)}. An administrator makes your account.</p>
<form method="post" action="${escapeHtml(prefix)}/login" aria-labelledby="sign-in-button">
${problem}
<input type="hidden" name="next" value="${escapeHtml(state.next)}">
<label>E-mail address
<input type="email" name="email" autocomplete="username" required spellcheck="false" value="${escapeHtml(state.email ?? '')}"${invalid}${focusEmail}></label>
<label>Password
<input type="password" name="password" autocomplete="current-password" required${invalid}${focusPassword}></label>
<button type="submit" id="sign-in-button">Sign in</button>
</form>
<p class="back"><a href="/">Go to the site</a></p>
</main></body></html>
`;
}

/**
 * The editor's own sign-in at `prefix`/login: a page of its own (no script, the editor's strict
 * headers), which checks the address and password as the site's login does (logIn: the same
 * throttle per address, hashing queue and session) under the same per-client limit, and sends
 * the editor back where they were going in the editor (decisions.md #70).
 */
export async function studioSignInRoutes(
  app: FastifyInstance,
  {
    context,
    prefix,
    headers,
  }: {
    context: Pick<
      ServerContext,
      'storage' | 'loginThrottle' | 'limits' | 'site' | 'secondFactorRoles'
    >;
    prefix: string;
    headers: Record<string, string>;
  },
) {
  const siteName = context.site.company.name;
  const page = (reply: FastifyReply, status: number, state: SignInState) =>
    reply
      .code(status)
      .headers(headers)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(signInPage(siteName, prefix, state));

  await app.register(async (signIn) => {
    signIn.removeAllContentTypeParsers();
    signIn.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      async (_request: FastifyRequest, body: string) =>
        Object.fromEntries(new URLSearchParams(body)),
    );
    // Nobody is signed in from another site's form (login CSRF, decisions.md #35).
    signIn.addHook('onRequest', sameOriginChanges([]));
    await signIn.register(rateLimit, {
      ...perClientLimits(context.storage),
      errorResponseBuilder: (_request, limit) => ({
        statusCode: 429,
        message: `Too many sign-ins from your network. Please wait ${Math.ceil(limit.ttl / 1000)} seconds and try again.`,
      }),
    });
    signIn.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'sign-in failed');
      const problem =
        status === 429
          ? error.message
          : status >= 500
            ? 'Something went wrong on our side. Please try again in a moment.'
            : 'The sign-in could not be read. Please type your e-mail address and password again.';
      if (status === 429) reply.header('Retry-After', '60');
      return page(reply, status === 429 ? 429 : status >= 500 ? 500 : 400, {
        next: `${prefix}/`,
        problem,
      });
    });

    signIn.get(`${prefix}/login`, async (request, reply) => {
      const next = studioNext((request.query as { next?: unknown }).next, prefix);
      const session = await currentSession(context.storage, request);
      // Already signed in as an editor: straight on.
      if (session?.user.editor) return reply.headers(headers).redirect(next, 303);
      return page(reply, 200, { next });
    });

    const route = perMinute(context.limits.auth);
    signIn.post(`${prefix}/login`, route, async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      const next = studioNext(body.next, prefix);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const email = normaliseText(text(body.email), { multiline: false }).trim();
      const password = normalisePassword(text(body.password));
      if (!email || !password)
        return page(reply, 400, {
          next,
          email,
          problem: 'Please enter your e-mail address and your password.',
        });
      const result = await logIn(context, request, reply, email, password);
      if ('pending' in result)
        return reply
          .headers(headers)
          .redirect(`${prefix}/login/${result.pending}?next=${encodeURIComponent(next)}`, 303);
      if ('user' in result) return reply.headers(headers).redirect(next, 303);
      const { status, message, waitMs } = result.refused;
      if (waitMs !== undefined) reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return page(reply, status, { next, email, problem: message });
    });
  });

  // The code, or enrolment, after a right password (decisions.md #82).
  await secondStepRoutes(app, {
    context,
    base: `${prefix}/login`,
    loginPathOf: () => `${prefix}/login`,
    nextOf: (given) => studioNext(given, prefix),
    headers,
  });
}
