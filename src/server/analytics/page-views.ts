import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { Version } from '../../schema/experiment';

/** What a counted request tells about the view, before the day's salt hides who made it. */
export interface PageView {
  path: string;
  status: 'page' | 'notFound';
  /**
   * The address and browser, hashed without a salt: held in memory until the next flush, when
   * it is hashed again with the day's salt (only that is written, and only for the day).
   */
  client: string;
  /** Where the visit came from; null for a view reached from another page of the site. */
  source: string | null;
  campaign: string;
  /** For a 404: the page that linked there (the site's path, or an outside address). */
  referrer: string;
  /** The version of the page's experiment the visitor was shown (decisions.md #103). */
  experiment?: { id: string; version: Version };
}

/**
 * Who a request comes from, without naming them: a hash of its address and browser. Held in
 * memory only: counting hashes it again with the day's salt, and an experiment picks a version by it.
 */
export const clientOf = (ip: string, agent: string) =>
  createHash('sha256').update(`${ip}\n${agent}`).digest('base64url');

/** Whether a request's browser is a known bot or crawler, or says nothing of itself. */
export const isRobot = (agent: string) => !agent || isbot(agent);

/** The parts of a request the counting reads. */
export interface CountedRequest {
  method: string;
  url: string;
  ip: string;
  /** The host the request was made to (its Host, or the proxy's X-Forwarded-Host if trusted). */
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

const longest = 200;
const header = (request: CountedRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
/** A path as people read it (`/R&D`), or as sent when it does not decode. */
const readable = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase();
const withoutWww = (host: string) => host.replace(/^www\./, '');

/**
 * A request made to fetch ahead or preview, not by a person looking (Chrome's and Safari's
 * prefetch and prerender, Firefox's `X-Moz`, link previews): not a view.
 */
function isAhead(request: CountedRequest): boolean {
  const purpose = [header(request, 'sec-purpose'), header(request, 'purpose')]
    .concat(header(request, 'x-purpose'), header(request, 'x-moz'))
    .join(' ')
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}

/** Whether a 404 was a page someone opened, not a missing image or script. */
const isDocument = (request: CountedRequest) => {
  const dest = header(request, 'sec-fetch-dest');
  return dest ? dest === 'document' : header(request, 'accept').includes('text/html');
};

/**
 * The view a page request counts as, or undefined when it counts as none: not a GET (HEAD asks
 * for headers only), a bot or crawler (`isbot`), a request ahead of a click, or a 404 for
 * anything but a page. Its source is the address's `utm_source`, else the referring site's host
 * without `www.` (`google.com`), else `direct` with no referrer; a referrer on the site itself
 * continues the visit (null). `siteHosts` are the host names the site is reached at.
 */
export function pageViewOf(
  request: CountedRequest,
  status: 'page' | 'notFound',
  siteHosts: readonly string[],
): PageView | undefined {
  if (request.method !== 'GET') return undefined;
  const agent = header(request, 'user-agent');
  if (isRobot(agent) || isAhead(request)) return undefined;
  if (status === 'notFound' && !isDocument(request)) return undefined;
  const url = new URL(request.url, 'http://localhost');
  const own = new Set([...siteHosts, hostname(request.host)].map(withoutWww));
  const referrer = referrerOf(header(request, 'referer'), own);
  const utm = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, longest);
  const source =
    utm('utm_source') ||
    (referrer.outside ? referrer.host : referrer.text === '' ? 'direct' : null);
  return {
    path: readable(url.pathname).slice(0, longest),
    status,
    client: clientOf(request.ip, agent),
    source,
    campaign: utm('utm_campaign'),
    referrer: referrer.text,
  };
}

/** The referring page: the site's own path, or an outside page's host and path. */
function referrerOf(value: string, own: Set<string>) {
  if (!value) return { text: '', outside: false, host: '' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { text: '', outside: false, host: '' };
  }
  const host = withoutWww(url.hostname.toLowerCase());
  if (own.has(host))
    return { text: readable(url.pathname).slice(0, longest), outside: false, host };
  return { text: `${host}${url.pathname}`.slice(0, longest), outside: true, host };
}
