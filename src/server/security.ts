import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { bootScriptHash } from '../engine/tooling/boot-script';
import { videoEmbedOrigins } from '../schema/video-embeds';

/**
 * The security policy. Scripts run only from our own origin, plus the one inline boot script,
 * admitted by its hash (JSON-LD is data, not script). Styled-components injects <style> elements
 * at run time, so styles allow inline.
 */
function policy(connectSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", bootScriptHash()],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectSrc],
        // The video players a mediaText block may embed; the player loads only on a click.
        frameSrc: ["'self'", ...videoEmbedOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only the pages that hold a visitor's session get it (isolatedPageHeaders, below).
    crossOriginOpenerPolicy: false,
    // Old browsers read only X-Frame-Options: it says what frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
  };
}

/**
 * Powerful browser features no page of the site uses, off for the pages and any frame they
 * embed, so an injected script or an embedded player cannot ask for them. Autoplay, fullscreen
 * and picture-in-picture keep their defaults: the video players use them.
 */
const permissionsPolicy = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of a page, computed once: the policy does not vary by request. */
export function securityHeaderValues(connectSrc: string[] = []): OutgoingHttpHeaders {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(policy(connectSrc))(res.req, res, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return { ...res.getHeaders(), 'permissions-policy': permissionsPolicy };
}

/**
 * For the pages where a visitor signs in or sees their account or the leads: a window of another
 * site that opened one of them (or that it opens) gets no handle on it, so it cannot navigate it
 * to a look-alike or probe its state. Public pages hold nothing of the visitor's and go without:
 * the policy forces a fresh browsing context group, so a visitor arriving from another site waits
 * for a new renderer process, which Lighthouse measured as 150-300 ms of extra blocking time on
 * every public page (decisions.md #34).
 */
export const isolatedPageHeaders = { 'cross-origin-opener-policy': 'same-origin' } as const;

/** What a script, style sheet, image or font needs: not sniffed, not loaded by other sites. */
const subresourceHeaders = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * What an API answer needs. It is JSON (or, for a form posted without scripts, a 303 with a
 * bare link page): nothing in it may load or run anything, and nothing may frame it, so its
 * policy is `default-src 'none'` with the site's one frame policy (decisions.md #34). The page
 * policies (DNS prefetch, the legacy IE and Flash headers) mean nothing for it; leaving
 * them off keeps each answer to a third of the bytes.
 */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
const apiHeaders = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
];

/**
 * Security headers. Helmet builds them once at start; building them per request (as its
 * middleware does) cost as much as the rest of a form submission. Pages and every other
 * response get them all. Hashed assets under /assets/ are never shown as a document, so
 * the document policies (CSP, framing, referrer, HSTS…) mean nothing there: they get only the
 * two that apply to a subresource, which keeps about 700 bytes of headers off each script a page
 * loads. API answers get their own short policy (above). An HTML answer under /assets/ (the 404
 * page) is a document after all and gets the page headers when it is sent.
 */
export function securityHeaders(
  app: FastifyInstance,
  { connectSrc = [], apiPrefix }: { connectSrc?: string[]; apiPrefix: string },
) {
  const headers = securityHeaderValues(connectSrc);
  const only = (names: string[]) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
  const forAssets = only(subresourceHeaders);
  const forApi = { ...only(apiHeaders), 'content-security-policy': apiPolicy };
  const api = `${apiPrefix}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith('/assets/') ? forAssets : url.startsWith(api) ? forApi : headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/assets/') &&
      /^text\/html/.test(String(reply.getHeader('content-type')))
    )
      reply.headers(headers);
    done(null, payload);
  });
}
