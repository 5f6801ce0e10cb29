/** What an editor wrote about a new page, split into the parts a draft is made of. */
export interface Brief {
  /** The paragraph about the page, as sentences in their order. */
  sentences: string[];
  /** Bullet points: what the page offers, one a card. */
  points: string[];
  /** Questions clients ask, each with the answer written after it, if any. */
  questions: { question: string; answer?: string }[];
  /** The call to action as written ("Book a free consultation"), if any. */
  action?: string;
}

/** What the studio's dialog sends: the paragraph, and optionally the other parts one a line. */
export interface BriefInput {
  about: string;
  points?: string;
  questions?: string;
  action?: string;
}

const bullet = /^\s*(?:[-*•–]|\d+[.)])\s+/;
const actionLine = /^\s*(?:call to action|cta|action)\s*:\s*/i;

const lines = (text = '') =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Sentences of a paragraph: split after . ! ? followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=["'(\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "How fast is it? Within a day." → the question and the answer after it. */
function questionOf(line: string): { question: string; answer?: string } {
  const at = line.indexOf('?');
  const question = line.slice(0, at + 1).trim();
  const answer = line.slice(at + 1).trim();
  return answer ? { question, answer } : { question };
}

/**
 * Reads a brief. The paragraph may itself hold bullet lines, question lines and a line
 * "Call to action: …"; the dialog's own fields for them are added after.
 */
export function parseBrief(input: BriefInput): Brief {
  const prose: string[] = [];
  const points: string[] = [];
  const questions: Brief['questions'] = [];
  let action = input.action?.trim() || undefined;
  for (const line of lines(input.about)) {
    if (actionLine.test(line)) action ??= line.replace(actionLine, '').trim() || undefined;
    else if (bullet.test(line)) points.push(line.replace(bullet, '').trim());
    else if (prose.length > 0 && /^[^.!?]+\?(\s|$)/.test(line)) questions.push(questionOf(line));
    else prose.push(line);
  }
  // A question in the paragraph's sentences (not its first) is one a client asks.
  const sentences: string[] = [];
  for (const sentence of sentencesOf(prose.join(' '))) {
    if (sentence.endsWith('?') && sentences.length > 0) questions.push({ question: sentence });
    else sentences.push(sentence);
  }
  for (const line of lines(input.points)) points.push(line.replace(bullet, '').trim());
  for (const line of lines(input.questions)) {
    const text = line.replace(bullet, '').trim();
    questions.push(text.includes('?') ? questionOf(text) : { question: `${text}?` });
  }
  return { sentences, points: points.filter(Boolean), questions, ...(action ? { action } : {}) };
}
