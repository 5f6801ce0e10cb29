import type { Site } from '../../app/site-schema';
import { findLinkedPage, type ContactFacts } from './facts';
import { normalize } from './intents';

/**
 * Questions about the company itself that one of its own pages answers: its jobs (the careers
 * page), its terms of business (the terms page), what it does with visitors' data (the privacy
 * page) and how it answers enquiries (the contact page). Such a question is answered from that
 * page only, never from a service page that shares a word: "What does the price include?" is
 * about the terms, "How much experience does the PHP job need?" about the careers page.
 */
export type Topic = 'careers' | 'terms' | 'privacy' | 'enquiries';

/**
 * The words that make a question one about the company, in the order they are tried. This is
 * vocabulary, not content: to teach the assistant a new way of asking, add the phrase to the
 * pattern of its topic (lower case, apostrophes dropped, as `normalize` leaves a message) and a
 * question to `tests/chat/questions.json`.
 */
const topicPatterns: [Topic, RegExp][] = [
  [
    'privacy',
    /\b(privacy|private data|personal (data|information|details)|my (personal )?information|(delete|erase|remove) my|my (personal )?data (deleted|erased|removed)|ip address(es)?|cookies?|track(ing)? (me|visitors|users)|gdpr|data protection|promotional|marketing e-?mails?|spam|my questions|what i (type|write|ask)|(outside|external|third-party|third party) (ai|companies|company)|(information|data) (do )?you (collect|keep|store)|collect (about|from) me)\b/,
  ],
  [
    'careers',
    /\b(jobs?|careers?|vacanc(y|ies)|hiring|recruit(ing|ment)?|openings?|(?<!what |which |my |your |its |our )(positions?|roles?)|resumes?|cv|apply|applying|application for|freelanc(e|er|ers|ing)|outsourcing partners?|work for you|join (you|your team)|internships?)\b/,
  ],
  [
    'terms',
    /\b(refunds?|money back|cancel(l?ation|l?ing|l?ed)?|payment terms|terms (and|&) conditions|terms of (service|business)|your terms|pay (late|later|in advance|advance|upfront|up front)|late payments?|payment (methods?|options|modes?)|(how|when) (do|can|should|will) (i|we) pay|(can|do|may|should) (i|we) pay (you )?(through|via|by|with|using|online)|pay (you|your)|(do|can) you accept (payments?|cards?|credit cards?|debit cards?|cheques?|upi|cash)|(do|will|would) (i|we) own|who owns|ownership of|(payments?|invoices?|bills?) (is |are )?due|due date|advance payments?|your invoices?|invoiced|invoicing|currenc(y|ies)|contracts?|minimum (commitment|period|term)|lock-?in|(price|prices|cost|costs|fee|fees|quote|rate|rates|package) (include|includes|cover|covers)|hidden (costs?|charges?|fees?)|charged extra|extra (charges?|costs?|fees?)|outside (the |your |our )?(scope|proposal|quote)|intellectual property|copyrights?|confidential(ity)?|approvals?)\b/,
  ],
  [
    'enquiries',
    /\b(how (quickly|soon|fast|long) (do|will|would) you (reply|respond|answer|get back)|response time|reply time|hear back|get back to me)\b/,
  ],
];

// A request for work is about a service, whatever it names: "Can you build a job portal?",
// "I need an invoicing software", "Can your HRMS track job applications?".
const workRequest =
  /\b((can|could|will|would) you (build|develop|create|make|design|redesign|integrate|set up|setup|add|implement|automate|recruit|hire|improve|increase|boost|fix|migrate|manage|run|write|optimi[sz]e)|(do|does) (you|your \w+) (build|develop|create|make|design|integrate|implement|automate|track|handle|do)|(i|we) (need|want|are looking for) (a|an|some)|(i|we) (need|want|are looking for) (\w+ ){0,3}(software|system|app|application|website|site|portal|platform|tool|solution|dashboard)s?|can your)\b/;

/** The topic a message is about and the words that said so, if it is about the company. */
export function topicOf(message: string): { topic: Topic; words: string } | undefined {
  const text = normalize(message);
  if (workRequest.test(text)) return undefined;
  for (const [topic, pattern] of topicPatterns) {
    const found = pattern.exec(text);
    if (found) return { topic, words: found[0] };
  }
  return undefined;
}

/**
 * What a price includes or leaves out, and the words of the terms of business a question about
 * a service may also use ("per month", "in advance", "minimum"); not "hours" or "months" alone,
 * which are as often about how long a project takes. Such a question is tried on the
 * terms page first and answered there when that page holds it; otherwise it is searched as any
 * other ("Do your WordPress hosting plans include daily backups?" is about the hosting plans).
 */
const inclusionWords =
  /\b(includ(e|es|ed|ing)|excluded?|extra|separate(ly)?|free|cover(s|ed)?|hidden|advance|deposit)\b/;
const termsWords =
  /\b(includ(e|es|ed|ing)|excluded?|extra|separate(ly)?|free|cover(s|ed)?|hidden|pay|paid|paying|payments?|advance|late|due|on time|minimum|commit(ment|ted)?|man-? ?hours|hours (of work|a month|per month|each month|every month)|(per|each|every) month|monthly (plan|schedule|work|payment)|unused|owns?|owner|currenc(y|ies)|dollars?|rupees?|charges?|before or after|source code|sign up)\b/;

/**
 * Whether a message may be about the terms of business, to try on the terms page before any
 * other: a request for work is not, nor a price question that does not ask what the price
 * includes or how it is paid ("How much does SEO cost per month?" gets the price reply).
 */
export function mayBeAboutTerms(message: string, asksPrice: boolean): boolean {
  // A free quote or consultation is asked for, not a term of one.
  const text = normalize(message).replace(
    /\bfree (quotes?|quotations?|estimates?|consultations?|trials?|demos?)\b/g,
    ' ',
  );
  if (workRequest.test(text)) return false;
  if (asksPrice && !inclusionWords.test(text)) return false;
  return termsWords.test(text);
}

/** The message without the words that named its topic, to find the facts it also asks for. */
export function withoutTopicWords(message: string, words: string): string {
  return normalize(message).replace(words, ' ');
}

/** The page of each topic, found through the site's own links; a site may lack some. */
export function topicPages(
  site: Site,
  paths: string[],
  facts: ContactFacts,
): Partial<Record<Topic, string>> {
  const application = site.dialogPages.application?.href.replace(/#.*$/, '');
  const careers =
    findLinkedPage(site, paths, /career|job/i)?.path ??
    (application && paths.includes(application) ? application : undefined);
  return {
    careers,
    terms: findLinkedPage(site, paths, /terms/i)?.path,
    privacy: findLinkedPage(site, paths, /privacy/i)?.path,
    enquiries: facts.contactPage.path,
  };
}
