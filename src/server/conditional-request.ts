import type { IncomingHttpHeaders } from 'node:http';

/** What identifies one version of an answer: its quoted ETag and its last change as an HTTP date. */
export interface Validators {
  etag: string;
  lastModified: string;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET or HEAD may be answered 304 Not Modified. If-None-Match, when sent, decides alone
 * (an ETag is exact; a date has one-second resolution and differs between servers); otherwise
 * If-Modified-Since. Only for an answer that would be 200: a 404 has no version to keep.
 */
export function isNotModified(headers: IncomingHttpHeaders, { etag, lastModified }: Validators) {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}
