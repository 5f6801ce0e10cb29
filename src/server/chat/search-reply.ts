import { mdLink } from './links';
import type { Passage } from './passages';
import { firstSentences } from './replies';
import type { PageMatch, PassageMatch } from './search-index';

// A page answers a question when it holds most of the question's distinctive words (both of
// two, two of three) and one passage on it holds two of them, or half when there are more: "Who
// won the cricket match?" is not answered by a page that says "won" in one place and "match" in
// another. A passage holding half of them in the site's own words answers by itself.
const minPageCoverage = 0.6;
const minPassageCoverage = 0.5;
// The topic's own words are already known to be on its page, so half of the question's
// distinctive words is enough there: "Do freelancers get paid on time?".
const minTopicCoverage = 0.5;
// A second page is suggested only when it matched nearly as well as the first, and holds
// words of the question the first does not.
const relatedShare = 0.6;
// A section that covers the question as well as the page summary, and scores at least this
// share of it, answers more precisely ("Payment Terms" rather than the terms page's summary).
const specificShare = 0.5;

// A page scoring this many times any other page that shares a word with the question stands out:
// half of the question's words is then enough ("a logo for my startup": the branding page, not
// the domain page that mentions start-ups), unless the question has a word the site never uses
// ("Do you sell used cars?").
const dominance = 4;

/**
 * Whether one passage holds enough of the question: half its distinctive words (a synonym counts
 * here: "mechanical design for aircraft" in the passage on aerospace mechanisms), and two when it
 * has two or more. A question with one such word needs a passage about it (the word in its
 * heading, its page's title or keywords): "Do you work with startups?" is not answered by a
 * domain name said to suit start-ups.
 */
const holdsQuestion = (p: PassageMatch, distinctive: number) =>
  p.words >= Math.max(Math.min(2, distinctive), distinctive * minPassageCoverage) &&
  (distinctive > 1 || p.aboutIt);

/**
 * How well a page answers: its score, weighed by how much of the question it covers, so a page
 * holding "OTP text messages" comes before the contact page's "send us a message".
 */
const weight = (m: PageMatch) => m.score * m.coverage ** 2;

/** The pages that answer a question well enough to send a visitor there, best first. */
export function confidentMatches(matches: PageMatch[]): PageMatch[] {
  // Words the site never uses lower a page's coverage, not what one passage must hold.
  const answers = (m: PageMatch) =>
    m.passages.some((p) => holdsQuestion(p, m.asked - m.foreign.length));
  const [top, ...others] = matches;
  const standsOut =
    top !== undefined &&
    top.coverage >= minPassageCoverage &&
    top.foreign.length === 0 &&
    others.every((m) => m.coverage === 0 || m.score * dominance <= top.score);
  const passageHolds = (m: PageMatch) =>
    m.passages.some((p) => p.coverage >= minPassageCoverage && (m.asked > 1 || p.aboutIt));
  return matches
    .filter((m) => {
      if (m === top && standsOut) return passageHolds(m) || answers(m);
      // One passage that holds half the question, in the site's words, answers it by itself.
      const strongPassage = m.foreign.length === 0 && passageHolds(m);
      return (m.coverage >= minPageCoverage || strongPassage) && answers(m);
    })
    .sort((a, b) => weight(b) - weight(a));
}

/**
 * Whether the page of a question's topic (the terms for a refund question) answers it: half of
 * its distinctive words, the topic's own among them, are on that page. "Send me the link to
 * Accenture's careers page" is about another company's careers, and is not.
 */
export function answersTopic(match: PageMatch | undefined): match is PageMatch {
  return match !== undefined && match.coverage >= minTopicCoverage;
}

/** The passage a reply quotes: the most specific one that answers as fully as the best. */
function bestPassage(match: PageMatch): PassageMatch | undefined {
  const [top] = match.passages;
  if (!top?.passage.summary) return top;
  return (
    match.passages.find(
      (p) =>
        !p.passage.summary &&
        p.passage.text.length >= 40 &&
        p.coverage >= top.coverage &&
        p.score >= top.score * specificShare,
    ) ?? top
  );
}

/** What a passage says, as a sentence or two: an FAQ answer, a card's text, a page summary. */
function passageSentence(passage: Passage, summary: Passage | undefined): string {
  const body = passage.text.trim();
  if (passage.summary || body.length < 40) return firstSentences(summary?.text ?? body);
  const heading = passage.heading.trim();
  // "Yes." answers the FAQ's own question, which may not be the visitor's: quote it.
  if (heading.endsWith('?')) {
    return /^(yes|no)\b/i.test(body) ? `${heading} ${firstSentences(body)}` : firstSentences(body);
  }
  if (!heading || body.startsWith(heading)) return firstSentences(body);
  return `${heading.replace(/[.:]$/, '')}: ${firstSentences(body)}`;
}

/**
 * Answers from the best page: a sentence from its best passage and a link to it, plus a
 * second page when one matched nearly as well.
 */
export function searchReply(matches: PageMatch[], summaries: Map<string, Passage>): string {
  const [best, second] = matches;
  if (!best) return '';
  const summary = summaries.get(best.target);
  const quoted = bestPassage(best)?.passage ?? summary;
  const label = summary?.pageTitle ?? best.target;
  const parts = [
    quoted ? passageSentence(quoted, summary) : '',
    `You will find more on our ${mdLink(label, best.target)} page.`,
  ];
  // A second page helps only with words of the question the first lacks.
  const addsWords = second?.words.some((w) => !best.words.includes(w));
  if (second && addsWords && weight(second) >= weight(best) * relatedShare) {
    const otherLabel = summaries.get(second.target)?.pageTitle ?? second.target;
    parts.push(`${mdLink(otherLabel, second.target)} may also interest you.`);
  }
  return parts.filter(Boolean).join(' ');
}
