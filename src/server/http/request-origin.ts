import type { FastifyReply, FastifyRequest } from 'fastify';
import { answer } from './replies';

/**
 * Whether a request that changes something may come from where the browser says it comes from:
 * a page of this site, or one of the other origins the site config trusts (`corsOrigins`).
 *
 * The SameSite cookie keeps other sites' forms from using a visitor's session, but not from
 * starting one: a form on another site that posts an attacker's e-mail and password to the login
 * would sign the visitor's browser into the attacker's account (login CSRF). Browsers name the
 * page a POST comes from in `Origin` (every current browser, for form posts too) and say how it
 * relates to the target in `Sec-Fetch-Site`; either one from elsewhere refuses the request. A
 * request with neither comes from a program, not from a browser holding someone's cookies.
 * Another port of the same host is another origin (decisions.md #35).
 */
export function fromTrustedOrigin(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (trusted.includes(origin)) return true;
    try {
      // The host, not the scheme: behind a proxy that ends TLS the server may see http.
      return new URL(origin).host === request.host;
    } catch {
      // "null" (a sandboxed frame, a page opened from a file) and anything unreadable.
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export const otherOriginMessage =
  'This request came from another website and was refused. Please use the form on our site.';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onRequest hook refusing (403, before the body is read) every request that could change
 * something (anything but GET, HEAD and OPTIONS) from an origin the site does not trust: sign-up,
 * login and logout as much as the inbox, the account and the forms.
 */
export function sameOriginChanges(trusted: readonly string[]) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reading.has(request.method) || fromTrustedOrigin(request, trusted)) {
      done();
      return;
    }
    void answer(reply, 403, { success: false, message: otherOriginMessage, errors: {} });
  };
}
