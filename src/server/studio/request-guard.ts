import type { IncomingMessage } from 'node:http';

const writeTypes = /^(application\/json|image\/(png|jpeg|webp|avif|svg\+xml))\s*(;|$)/i;
const deleteTypes = /^(application\/json\s*(;|$)|$)/i;

/** Why a request is not addressed to this studio (Host) by its own page (Origin), or undefined. */
function foreignHostOrOrigin(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const host = req.headers.host ?? '';
  if (!allowedHosts.includes(host.toLowerCase()))
    return `Host "${host}" is not this studio; open it at http://${allowedHosts[0]}/`;
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((h) => origin.toLowerCase() === `http://${h}`))
    return `requests from ${origin} may not use the studio`;
  return undefined;
}

// Ports do not make sites: a page on another port of this machine is "same-site" to the studio.
// Only "same-origin" (the studio's own page) and "none" (its address typed) are the studio's own.
const fromOtherSite = (req: IncomingMessage) =>
  req.headers['sec-fetch-site'] === 'cross-site' || req.headers['sec-fetch-site'] === 'same-site';

// Following a link to the studio opens it in its own window, which the linking page cannot read.
const isTopLevelNavigation = (req: IncomingMessage) =>
  req.method === 'GET' &&
  req.headers['sec-fetch-mode'] === 'navigate' &&
  req.headers['sec-fetch-dest'] === 'document';

/**
 * Whether anything the studio's server sends (its page, modules, images) may go to this request.
 * DNS rebinding makes the browser send the attacker's host name (so the Host header must name
 * this server); a fetch by another page carries its Origin, and a script, image or frame load
 * by another page its `Sec-Fetch-Site`. Only a top-level navigation from elsewhere is let
 * through. Returns the reason for a refusal, or undefined.
 */
export function refuseForeignLoad(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const foreign = foreignHostOrOrigin(req, allowedHosts);
  if (foreign) return foreign;
  if (fromOtherSite(req) && !isTopLevelNavigation(req))
    return 'pages of other sites may not load anything from the studio';
  return undefined;
}

/**
 * Whether an API request comes from the studio's own page: as `refuseForeignLoad`, and not even a
 * navigation from another site. Writes must also be JSON (or an image upload), which no
 * cross-site form can send without a CORS preflight that nobody answers. Returns the reason for a
 * refusal, or undefined.
 */
export function refuseForeignRequest(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const foreign = foreignHostOrOrigin(req, allowedHosts);
  if (foreign) return foreign;
  if (fromOtherSite(req)) return 'requests from other sites may not use the studio';
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.headers.origin === undefined && req.headers['sec-fetch-site'] !== undefined)
      return 'a browser write must say where it comes from (Origin)';
    const type = req.headers['content-type'] ?? '';
    // A DELETE carries no body, and an image upload its own type: neither can be sent across
    // sites without the preflight either (non-simple method, non-form content type).
    const allowed = req.method === 'DELETE' ? deleteTypes : writeTypes;
    if (!allowed.test(type)) return 'writes must be sent as application/json (or an image upload)';
  }
  return undefined;
}

/** The Host header values under which a studio listening on host:port is reached. */
export function studioHosts(host: string, port: number): string[] {
  const local = ['127.0.0.1', 'localhost', '[::1]'];
  const names =
    local.includes(host) || host === '::1' ? local : [host.includes(':') ? `[${host}]` : host];
  return names.map((name) => `${name}:${port}`);
}
