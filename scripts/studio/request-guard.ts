import type { IncomingMessage } from 'node:http';

const writeTypes = /^(application\/json|image\/(png|jpeg|webp|avif|svg\+xml))\s*(;|$)/i;
const deleteTypes = /^(application\/json\s*(;|$)|$)/i;

/**
 * Whether a request comes from the studio's own page. A web page elsewhere must not reach the
 * local studio: DNS rebinding makes the browser send the attacker's host name (so the Host header
 * must name this server), and a cross-site form or fetch carries its own Origin, or at least
 * `Sec-Fetch-Site: cross-site`. Writes must also be JSON (or an image upload), which no cross-site form can
 * send without a CORS preflight that nobody answers. Returns the reason for a refusal, or undefined.
 */
export function refuseForeignRequest(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const host = req.headers.host ?? '';
  if (!allowedHosts.includes(host.toLowerCase()))
    return `Host "${host}" is not this studio; open it at http://${allowedHosts[0]}/`;
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((h) => origin.toLowerCase() === `http://${h}`))
    return `requests from ${origin} may not use the studio`;
  if (req.headers['sec-fetch-site'] === 'cross-site')
    return 'requests from other sites may not use the studio';
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (origin === undefined && req.headers['sec-fetch-site'] !== undefined)
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
