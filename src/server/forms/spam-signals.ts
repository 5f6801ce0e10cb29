import type { LeadField } from '../storage/types';

/**
 * Whether a lead looks like spam, and why, in words staff can check (decisions.md #51). Each
 * signal is simple on purpose: a suspected lead is kept in the Spam view, never lost, so a
 * signal may be wrong now and then; what it may not be is unexplained.
 */
export interface SpamPolicy {
  /** Sent sooner than this after the page was first served: faster than a person types. */
  minFillMs: number;
  /** More links than this across the answers. */
  maxLinks: number;
  /** Phrases (lowercase) that, in this business, come only from spam. */
  phrases: readonly string[];
}

export const defaultSpamPolicy: SpamPolicy = {
  minFillMs: 3_000,
  maxLinks: 2,
  phrases: [
    'backlinks',
    'guest post',
    'first page of google',
    'casino',
    'viagra',
    'cialis',
    'crypto investment',
    'bitcoin investment',
    'forex trading',
    'adult dating',
    'loan offer',
    'increase your website traffic',
  ],
};

const link = /\bhttps?:\/\/|\bwww\.|\[url=|<a\s/gi;

/** The reasons a lead looks like spam, joined; undefined when none does. */
export function spamReason(
  fields: readonly LeadField[],
  fillMs: number | 'forged' | undefined,
  policy: SpamPolicy = defaultSpamPolicy,
): string | undefined {
  const reasons: string[] = [];
  // No stamp at all says nothing: cookies off, a form on another site, a program posting.
  if (fillMs === 'forged') reasons.push('its page-opened time was altered');
  else if (fillMs !== undefined && fillMs < policy.minFillMs)
    reasons.push(
      `sent ${(fillMs / 1000).toFixed(1)} s after the page opened (a person takes at least ${policy.minFillMs / 1000} s)`,
    );
  const text = fields.map((f) => f.value).join('\n');
  const links = text.match(link)?.length ?? 0;
  if (links > policy.maxLinks) reasons.push(`${links} links (more than ${policy.maxLinks})`);
  const lower = text.toLowerCase();
  const phrases = policy.phrases.filter((phrase) => lower.includes(phrase));
  if (phrases.length > 0) reasons.push(`spam phrases: ${phrases.map((p) => `“${p}”`).join(', ')}`);
  const said = reasons.join('; ');
  return said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}.` : undefined;
}
