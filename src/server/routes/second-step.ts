import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../engine/escape-html';
import { inWords, completeLogIn } from '../auth/log-in';
import { currentPendingLogin, endPendingLogin } from '../auth/pending-login';
import {
  authenticationResponseSchema,
  relyingPartyOf,
  signInOptions,
  usePasskey,
} from '../auth/passkeys';
import { perClientLimits, perMinute } from '../http/per-client-limits';
import { sameOriginChanges } from '../http/request-origin';
import {
  confirmEnrolment,
  groupedSecret,
  newSecret,
  otpauthUri,
  qrSvg,
  useCode,
} from '../auth/second-factor';
import type { ServerContext } from '../context';
import { isRecord } from '../../schema/is-record';
import type { User } from '../storage/types';
import { passkeyStepScript } from './passkey-step-script';

/**
 * The pages of the second step allow nothing but their own inline style, form posts and the
 * passkey script served beside them.
 */
export const secondStepHeaders = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'same-origin',
};

const styles = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:30rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 16px}
.card{display:grid;gap:16px;padding:24px 16px;background:#fff;border:1px solid #d1d5db;border-radius:8px}
form{display:grid;gap:16px}
label{display:grid;gap:4px;font-weight:600}
input{font:inherit;min-height:44px;width:100%;padding:8px 12px;border:1px solid #6b7280;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
button,.button{font:inherit;font-weight:600;min-height:44px;padding:8px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer;text-align:center;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
button:hover,.button:hover{background:#1e40af}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.problem{margin:0;padding:12px;border-left:4px solid #b91c1c;background:#fef2f2;color:#991b1b}
.key{font:1.125rem/1.5 ui-monospace,monospace;letter-spacing:.05em;word-spacing:.3em;overflow-wrap:anywhere;margin:0}
.qr{display:block;width:200px;height:200px;max-width:100%;margin:8px 0;border:1px solid #d1d5db}
ol{margin:0;padding-left:1.5rem}
li+li{margin-top:12px}
li p{margin:0}
.codes{font:1.0625rem/1.8 ui-monospace,monospace;padding-left:2.25rem}
.codes li+li{margin-top:0}
details summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:#1d4ed8;font-weight:600}
details[open] summary{margin-bottom:8px}
.links a{display:inline-flex;align-items:center;min-height:44px;color:#1d4ed8}
.passkey button{width:100%}
.passkey:not([hidden])~form{border-top:1px solid #d1d5db;padding-top:16px}
[hidden]{display:none!important}
`;

const page = (siteName: string, title: string, body: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
<style>${styles}</style>${script ? `<script src="${escapeHtml(script)}" defer></script>` : ''}</head>
<body><main>
${body}
</main></body></html>
`;

/** Where the person goes once signed in, and where they sign in again. */
interface Where {
  next: string;
  loginPath: string;
}

const hidden = ({ next, loginPath }: Where) =>
  `<input type="hidden" name="next" value="${escapeHtml(next)}"><input type="hidden" name="from" value="${escapeHtml(loginPath)}">`;

const problemLine = (problem?: string) =>
  problem ? `<p class="problem" id="code-problem" role="alert">${escapeHtml(problem)}</p>` : '';

/** The field of a six-digit code, with the attributes phones and password managers read. */
const codeField = (problem: string | undefined, label: string, focus = true) => {
  const invalid = problem ? ' aria-invalid="true" aria-describedby="code-problem"' : '';
  return `<label>${escapeHtml(label)}
<input type="text" name="code" autocomplete="one-time-code" inputmode="numeric" pattern="[0-9 ]*" maxlength="8" required spellcheck="false"${invalid}${focus ? ' autofocus' : ''}></label>`;
};

interface Mount {
  context: Pick<ServerContext, 'storage' | 'loginThrottle' | 'limits' | 'site'>;
  /** Where the steps live: `${base}/code` and `${base}/enrol`. */
  base: string;
  /** Where to sign in again (the page the login was sent from, as given, made safe). */
  loginPathOf: (given: unknown) => string;
  /** A `next` as given, made safe: where the signed-in person goes on. */
  nextOf: (given: unknown) => string;
  headers: Record<string, string>;
}

/** A sign-in waiting for its second step, as currentPendingLogin gives it. */
type Pending = NonNullable<Awaited<ReturnType<typeof currentPendingLogin>>>;

/** What a passkey refused at sign-in says, beside its button. */
export const passkeyRefused = 'Your passkey was not accepted. Try again, or type a code.';

/** The wrong-code answer: the same for a wrong, reused or expired code. */
const wrongCode =
  'That code is not right, or it has been used already. Please try the newest code.';

/**
 * The second step of a sign-in (decisions.md #82), after a right password, for the site's login
 * and the editors' sign-in alike: a code (or a recovery code) for an account with a second factor,
 * or enrolment for one whose role requires it. Server-made pages without script, plain form posts.
 * A wrong code counts against the account as a wrong password does (the login throttle).
 */
export async function secondStepRoutes(app: FastifyInstance, mount: Mount) {
  const pages = stepPages(mount);
  await app.register(async (step) => {
    await stepScope(step, mount, pages);
    const tools = stepTools(mount);
    codeRoutes(step, mount, pages, tools);
    enrolRoutes(step, mount, pages, tools);
  });
}

/** The pages of the second step, in the site's plain style with the mount's headers. */
function stepPages(mount: Mount) {
  const { context, base, headers } = mount;
  const { storage } = context;
  const siteName = context.site.company.name;
  const send = (reply: FastifyReply, status: number, title: string, body: string, script = '') =>
    reply
      .code(status)
      .headers(headers)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(siteName, title, body, script));

  const expired = (reply: FastifyReply, loginPath: string) =>
    send(
      reply,
      401,
      'Sign in again',
      `<h1>Sign in again</h1>
<div class="card"><p>This sign-in has ended: it waits five minutes for its code. Please sign in again.</p>
<a class="button" href="${escapeHtml(loginPath)}">Sign in</a></div>`,
    );

  /**
   * The step for an account with a second factor: its passkeys' button (decisions.md #86), shown
   * by the script, beside the code and recovery-code fields when it has codes. Each showing gives
   * the sign-in a new passkey challenge.
   */
  const codePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    pending: Pending,
    to: Where,
    problem?: { code?: string; passkey?: string },
  ) => {
    const [factor, options] = await Promise.all([
      storage.secondFactor(pending.user.id),
      signInOptions(storage, pending.user, pending.tokenHash, relyingPartyOf(request, siteName)),
    ]);
    const codes = factor?.confirmed === true;
    const failed = codes
      ? passkeyRefused
      : 'Your passkey was not accepted. Try again, or sign in again.';
    const passkeyProblem = problem?.passkey === passkeyRefused ? failed : problem?.passkey;
    const passkeyForm = options
      ? `<form method="post" action="${escapeHtml(base)}/passkey" id="passkey-form" class="passkey" data-options="${escapeHtml(JSON.stringify(options))}" data-failed="${escapeHtml(failed)}"${codes && !passkeyProblem ? '' : ' data-focus="1"'} hidden>
<p class="problem" id="passkey-problem" role="alert"${passkeyProblem ? '' : ' hidden'}>${escapeHtml(passkeyProblem ?? '')}</p>
${hidden(to)}
<input type="hidden" name="id"><input type="hidden" name="clientDataJSON"><input type="hidden" name="authenticatorData"><input type="hidden" name="signature"><input type="hidden" name="userHandle">
<button type="submit">Use your passkey</button>
</form>
<noscript><p>Signing in with a passkey needs JavaScript, which is off in this browser.${codes ? ' Type a code instead.' : ''}</p></noscript>
<p id="passkey-unsupported" hidden>This browser cannot use passkeys.${codes ? ' Type a code instead.' : ' Please sign in from a browser or device that can.'}</p>`
      : '';
    const codeForms = codes
      ? `<form method="post" action="${escapeHtml(base)}/code">
${problemLine(problem?.code)}
${hidden(to)}
${codeField(problem?.code, 'Six-digit code', !(options && passkeyProblem))}
<button type="submit">Sign in</button>
</form>
<details><summary>Lost your phone? Use a recovery code</summary>
<form method="post" action="${escapeHtml(base)}/code">
${hidden(to)}
<label>Recovery code
<input type="text" name="code" autocomplete="off" autocapitalize="none" spellcheck="false" required></label>
<button type="submit">Sign in with the recovery code</button>
</form></details>`
      : '';
    const [title, intro] =
      options && codes
        ? [
            'Confirm it is you',
            `Use your passkey, or type the six-digit code your authenticator app shows for ${siteName}.`,
          ]
        : options
          ? [
              'Use your passkey',
              'Confirm it is you with the passkey on this device, or on your phone or security key.',
            ]
          : [
              'Enter your sign-in code',
              `Open the authenticator app on your phone and type the six-digit code it shows for ${siteName}.`,
            ];
    return send(
      reply,
      status,
      title,
      `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<div class="card">
${passkeyForm}
${codeForms}
</div>
<p class="links"><a href="${escapeHtml(to.loginPath)}">Sign in as someone else</a></p>`,
      options ? `${base}/passkey.js` : '',
    );
  };

  const enrolPage = (
    reply: FastifyReply,
    status: number,
    user: User,
    secret: string,
    to: Where,
    problem?: string,
  ) =>
    send(
      reply,
      status,
      'Set up two-step sign-in',
      `<h1>Set up two-step sign-in</h1>
<p>Your account needs a code from your phone as well as your password. It takes a minute, once.</p>
<div class="card">
<ol>
<li>Install an authenticator app on your phone, if you have none (Google Authenticator, Microsoft Authenticator, 1Password and others work).</li>
<li>In the app, add an account and scan this picture:
${qrSvg(otpauthUri(secret, user.email, siteName), 'QR code to scan with an authenticator app').replace('<svg ', '<svg class="qr" ')}
<p>Cannot scan it? Type this key into the app instead:</p>
<p class="key" id="secret-key">${escapeHtml(groupedSecret(secret))}</p></li>
<li>Type the six-digit code the app now shows.</li>
</ol>
<form method="post" action="${escapeHtml(base)}/enrol">
${problemLine(problem)}
${hidden(to)}
${codeField(problem, 'Six-digit code')}
<button type="submit">Turn on and sign in</button>
</form>
</div>`,
    );

  const codesPage = (reply: FastifyReply, codes: string[], next: string) => {
    const file = `${codes.join('\n')}\n`;
    const href = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
    return send(
      reply,
      200,
      'Save your recovery codes',
      `<h1>Save your recovery codes</h1>
<p role="status">Two-step sign-in is on. If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: download or write them down and keep them somewhere safe.</p>
<div class="card">
<ol class="codes" aria-label="Recovery codes">${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('')}</ol>
<a class="button" href="${escapeHtml(href)}" download="recovery-codes.txt">Download the codes</a>
<a class="button" href="${escapeHtml(next)}">I have saved them, continue</a>
</div>`,
    );
  };

  return { send, expired, codePage, enrolPage, codesPage };
}
type StepPages = ReturnType<typeof stepPages>;

/**
 * The scope of the steps: plain form posts only, changes from the site's own pages only, the
 * per-client limits, and refusals answered as a page.
 */
async function stepScope(
  step: FastifyInstance,
  { context, loginPathOf }: Mount,
  { send }: StepPages,
) {
  const { storage } = context;
  step.removeAllContentTypeParsers();
  step.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    async (_request: FastifyRequest, body: string) => Object.fromEntries(new URLSearchParams(body)),
  );
  step.addHook('onRequest', sameOriginChanges([]));
  await step.register(rateLimit, {
    ...perClientLimits(storage),
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many tries from your network. Please wait ${Math.ceil(limit.ttl / 1000)} seconds and try again.`,
    }),
  });
  step.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'second sign-in step failed');
    const text =
      status === 429
        ? error.message
        : status >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : 'The code could not be read. Please type it again.';
    return send(
      reply,
      status === 429 ? 429 : status >= 500 ? 500 : 400,
      'Sign in',
      `<h1>Sign in</h1><p class="problem" role="alert">${escapeHtml(text)}</p>
<p class="links"><a href="${escapeHtml(loginPathOf(undefined))}">Sign in again</a></p>`,
    );
  });
}

/** What the routes of the steps share: where a request goes on, its code, its throttle. */
function stepTools({ nextOf, loginPathOf }: Mount) {
  const whereOf = (given: Record<string, unknown>): Where => ({
    next: nextOf(given.next),
    loginPath: loginPathOf(given.from),
  });
  const queried = (request: FastifyRequest) =>
    whereOf(isRecord(request.query) ? request.query : {});
  const posted = (request: FastifyRequest) => {
    const body = isRecord(request.body) ? request.body : {};
    const code = typeof body.code === 'string' ? body.code.trim().slice(0, 64) : '';
    return { to: whereOf(body), code };
  };
  /** Wrong codes count against the account, apart from its password's failures. */
  const throttleKey = (user: User) => `second-step:${user.id}`;
  const waitProblem = (wait: number) =>
    `Too many wrong codes. Please try again in ${inWords(wait)}.`;

  return { queried, posted, throttleKey, waitProblem };
}
type StepTools = ReturnType<typeof stepTools>;

/** The step for an account with a second factor: a code, a recovery code or a passkey. */
function codeRoutes(step: FastifyInstance, mount: Mount, pages: StepPages, tools: StepTools) {
  const { context, base, headers } = mount;
  const { storage, loginThrottle: throttle } = context;
  const siteName = context.site.company.name;
  const { expired, codePage } = pages;
  const { queried, posted, throttleKey, waitProblem } = tools;
  const route = perMinute(context.limits.auth);
  step.get(`${base}/code`, async (request, reply) => {
    const pending = await currentPendingLogin(storage, request);
    const to = queried(request);
    if (pending?.step !== 'code') return expired(reply, to.loginPath);
    return codePage(request, reply, 200, pending, to);
  });

  step.get(`${base}/passkey.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(passkeyStepScript),
  );

  step.post(`${base}/code`, route, async (request, reply) => {
    const pending = await currentPendingLogin(storage, request);
    const { to, code } = posted(request);
    if (pending?.step !== 'code') return expired(reply, to.loginPath);
    const wait = await throttle.check(throttleKey(pending.user));
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      return codePage(request, reply, 429, pending, to, { code: waitProblem(wait) });
    }
    if (!code) return codePage(request, reply, 400, pending, to, { code: 'Please type the code.' });
    if (!(await useCode(storage, pending.user, code))) {
      await throttle.fail(throttleKey(pending.user));
      return codePage(request, reply, 401, pending, to, { code: wrongCode });
    }
    await throttle.succeed(throttleKey(pending.user));
    await endPendingLogin(storage, reply, pending.tokenHash);
    await completeLogIn(storage, request, reply, pending.user);
    return reply.headers(headers).redirect(to.next, 303);
  });

  // A passkey's answer to this sign-in's challenge, posted by the passkey script as a form: it
  // counts as a code does (the same wrong tries, the same session), decisions.md #86.
  step.post(`${base}/passkey`, route, async (request, reply) => {
    const pending = await currentPendingLogin(storage, request);
    const { to } = posted(request);
    if (pending?.step !== 'code') return expired(reply, to.loginPath);
    const wait = await throttle.check(throttleKey(pending.user));
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      return codePage(request, reply, 429, pending, to, { passkey: waitProblem(wait) });
    }
    const body = isRecord(request.body) ? request.body : {};
    const parsed = authenticationResponseSchema.safeParse({
      id: body.id,
      rawId: body.id,
      type: 'public-key',
      response: {
        clientDataJSON: body.clientDataJSON,
        authenticatorData: body.authenticatorData,
        signature: body.signature,
        ...(body.userHandle ? { userHandle: body.userHandle } : {}),
      },
      clientExtensionResults: {},
    });
    const rp = relyingPartyOf(request, siteName);
    const accepted =
      parsed.success &&
      (await usePasskey(storage, pending.user, pending.tokenHash, parsed.data, rp));
    if (!accepted) {
      await throttle.fail(throttleKey(pending.user));
      return codePage(request, reply, 401, pending, to, { passkey: passkeyRefused });
    }
    await throttle.succeed(throttleKey(pending.user));
    await endPendingLogin(storage, reply, pending.tokenHash);
    await completeLogIn(storage, request, reply, pending.user);
    return reply.headers(headers).redirect(to.next, 303);
  });
}

/** The step for an account whose role needs a second factor it has not set up: enrolment. */
function enrolRoutes(step: FastifyInstance, mount: Mount, pages: StepPages, tools: StepTools) {
  const { context, base } = mount;
  const { storage, loginThrottle: throttle } = context;
  const { expired, enrolPage, codesPage } = pages;
  const { queried, posted, throttleKey, waitProblem } = tools;
  const route = perMinute(context.limits.auth);
  /** The secret waiting for the account's first code, made now when none waits. */
  const waitingSecret = async (user: User) => {
    const factor = await storage.secondFactor(user.id);
    if (factor && !factor.confirmed) return factor.secret;
    const secret = newSecret();
    return (await storage.startSecondFactor(user.id, secret)) ? secret : undefined;
  };

  step.get(`${base}/enrol`, async (request, reply) => {
    const pending = await currentPendingLogin(storage, request);
    const to = queried(request);
    if (pending?.step !== 'enrol') return expired(reply, to.loginPath);
    const secret = await waitingSecret(pending.user);
    if (!secret) return expired(reply, to.loginPath);
    return enrolPage(reply, 200, pending.user, secret, to);
  });

  step.post(`${base}/enrol`, route, async (request, reply) => {
    const pending = await currentPendingLogin(storage, request);
    const { to, code } = posted(request);
    if (pending?.step !== 'enrol') return expired(reply, to.loginPath);
    const secret = await waitingSecret(pending.user);
    if (!secret) return expired(reply, to.loginPath);
    const wait = await throttle.check(throttleKey(pending.user));
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      return enrolPage(reply, 429, pending.user, secret, to, waitProblem(wait));
    }
    const codes = code ? await confirmEnrolment(storage, pending.user, code) : undefined;
    if (!codes) {
      await throttle.fail(throttleKey(pending.user));
      const problem = code
        ? 'That code is not right. Please type the newest code the app shows.'
        : 'Please type the code.';
      return enrolPage(reply, code ? 401 : 400, pending.user, secret, to, problem);
    }
    await throttle.succeed(throttleKey(pending.user));
    await endPendingLogin(storage, reply, pending.tokenHash);
    await completeLogIn(storage, request, reply, pending.user);
    return codesPage(reply, codes, to.next);
  });
}
