/**
 * How `npm run bench:chat` judges one answer of the chat assistant. A reply names pages as
 * markdown-style links, `[label](/path)`; a link to a path of the site is a page the reply sends
 * the visitor to. An answer is right when it links an expected page (if any is expected), holds
 * every expected fact and links no page it should not. It has a wrong page when it links a page
 * listed as must-not, or, when pages are expected (or none is, for a question to decline), any
 * page that is neither expected, nor listed as also acceptable, nor a hub page presenting an
 * expected page, nor the contact page: every direct answer and every fallback may point there
 * to hand the visitor to a person.
 */
import { z } from 'zod';

// A site path as the pages spell it: "/vps-hosting", "/R&D", "/".
const sitePath = z.string().regex(/^\/\S*$/);

export const benchQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    category: z.string().min(1),
    question: z.string().min(1),
    /** Pages a right answer links; one of them is enough. */
    pages: z.array(sitePath).min(1).optional(),
    /** Pages it may also link without that being a wrong page (a hub that lists the service). */
    mayLink: z.array(sitePath).optional(),
    /**
     * Site config key paths, e.g. "company.phones.0.display", whose value a right answer holds,
     * so a changed phone number changes the expectation with it.
     */
    facts: z.array(z.string().min(1)).optional(),
    /** Pages it must never link: a wrong page whatever else it says. */
    mustNotLink: z.array(sitePath).optional(),
    /** Text it must never hold (case-insensitive), e.g. what a prompt injection asks it to say. */
    mustNotSay: z.array(z.string().min(1)).optional(),
    /**
     * Off-topic and adversarial questions: right when no page is linked except the contact page
     * (and `mayLink`) and the reply offers a person (the contact page, the phone or the e-mail).
     */
    decline: z.boolean().optional(),
    /**
     * Where the reply must come from (its `source`), when a fitting link is not enough: a job's
     * requirements answered by the price reply, which also links the page, is still wrong.
     */
    from: z.array(z.enum(['smallTalk', 'facts', 'search', 'unknown', 'model'])).optional(),
    /** Why the expectation is what it is, for a reader of the file. */
    note: z.string().optional(),
  })
  .strict()
  .refine((q) => q.decline || q.pages || q.facts, {
    message: 'a question expects pages, facts, or to be declined',
  })
  .refine((q) => !(q.decline && q.pages), { message: 'a declined question expects no page' });

export const benchFileSchema = z.object({
  $comment: z.string().optional(),
  /**
   * Hub pages and the service pages they present (a card with the service's own words and a
   * link to it): an answer that expects one of those pages may also link the hub.
   */
  hubs: z.record(sitePath, z.array(sitePath)).default({}),
  questions: z.array(benchQuestionSchema).min(1),
});

export type BenchQuestion = z.infer<typeof benchQuestionSchema>;

export interface JudgeContext {
  /** The contact page's path, which any answer may link. */
  contactPage: string;
  /** The value of a site config key path, as text. */
  fact: (key: string) => string;
  /** Ways to reach a person that a declining answer offers one of: phone, e-mail. */
  contactFacts: string[];
  /** Hub pages and the pages they present; see `benchFileSchema`. */
  hubs?: Record<string, string[]>;
}

export interface Verdict {
  right: boolean;
  /** Pages the answer linked that it should not have. */
  wrongPages: string[];
  /** What made the answer wrong, in words; empty when it is right. */
  problems: string[];
  /** Every site page the answer linked, in order. */
  linked: string[];
}

// As in src/server/chat/links.ts: one level of parentheses is allowed inside the target.
const linkPattern = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** The site pages a reply links, in order, each once. */
export function linkedPages(text: string): string[] {
  const hrefs = [...text.matchAll(linkPattern)].map((m) => m[2] ?? '');
  return [...new Set(hrefs.filter((h) => h.startsWith('/')).map((h) => h.replace(/[?#].*$/, '')))];
}

/** Judges one reply (its text and where it came from) against its question's expectation. */
export function judge(
  q: BenchQuestion,
  reply: { text: string; source: string },
  ctx: JudgeContext,
): Verdict {
  const { text } = reply;
  const linked = linkedPages(text);
  const problems: string[] = [];
  if (q.from && !q.from.includes(reply.source as (typeof q.from)[number])) {
    problems.push(`came from ${reply.source}, not ${q.from.join(' or ')}`);
  }
  const mustNot = new Set(q.mustNotLink ?? []);
  const expectsPages = q.decline || q.pages !== undefined;
  const hubs = Object.entries(ctx.hubs ?? {})
    .filter(([, presented]) => presented.some((p) => q.pages?.includes(p)))
    .map(([hub]) => hub);
  const acceptable = new Set([...(q.pages ?? []), ...(q.mayLink ?? []), ...hubs, ctx.contactPage]);
  const wrongPages = linked.filter((p) => mustNot.has(p) || (expectsPages && !acceptable.has(p)));
  if (wrongPages.length > 0) problems.push(`wrong page ${wrongPages.join(', ')}`);

  if (q.pages && !q.pages.some((p) => linked.includes(p))) {
    problems.push(`no link to ${q.pages.join(' or ')}`);
  }
  for (const key of q.facts ?? []) {
    const value = ctx.fact(key);
    if (!text.includes(value)) problems.push(`missing ${key} ("${value}")`);
  }
  const lower = text.toLowerCase();
  for (const s of q.mustNotSay ?? []) {
    if (lower.includes(s.toLowerCase())) problems.push(`says "${s}"`);
  }
  if (q.decline) {
    const offersPerson =
      linked.includes(ctx.contactPage) || ctx.contactFacts.some((f) => text.includes(f));
    if (!offersPerson) problems.push('offers no way to reach a person');
  }
  return { right: problems.length === 0, wrongPages, problems, linked };
}

/**
 * What kind of answer a verdict is, for the benchmark's separate counts: right; a wrong page (a
 * visitor sent somewhere they did not ask about, the worst); not found (the assistant said it did
 * not know, with the ways to reach a person); or incomplete (no wrong page, but a missing fact or
 * link).
 */
export type Outcome = 'right' | 'wrongPage' | 'notFound' | 'incomplete';

export function outcomeOf(verdict: Verdict, reply: { source: string }): Outcome {
  if (verdict.right) return 'right';
  if (verdict.wrongPages.length > 0) return 'wrongPage';
  return reply.source === 'unknown' ? 'notFound' : 'incomplete';
}

/** The value at a key path such as "company.phones.0.display", or undefined. */
export function valueAt(root: unknown, key: string): unknown {
  let value: unknown = root;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The p-th percentile (0–100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}
