import type { PageInput } from '../../../app/page-schema';
import { iconNames } from '../../../schema/icon-names';
import type { Brief } from './parse-brief';
import type { Intent } from './intent';

export type Block = PageInput['blocks'][number];
type Dialog = 'enquiry' | 'application' | 'getInTouch';

// A card's icon from its words; a card without a matching word has none rather than a wrong one.
const iconWords: [RegExp, (typeof iconNames)[number]][] = [
  [/secur|safe|protect|ssl|firewall|backup/i, 'shield-check'],
  [/24\s*[/x]\s*7|support|help ?desk|around the clock/i, 'headphones'],
  [/fast|speed|performance|quick/i, 'gauge'],
  [/uptime|monitor/i, 'eye'],
  [/cloud/i, 'cloud'],
  [/server|hosting|vps/i, 'server'],
  [/database|storage|data\b/i, 'database'],
  [/price|pricing|cost|budget|pay/i, 'wallet'],
  [/team|people|expert|specialist|engineer/i, 'users'],
  [/learn|train|mentor|grow/i, 'graduation-cap'],
  [/mobile|app\b|phone/i, 'smartphone'],
  [/design/i, 'palette'],
  [/code|develop|software/i, 'code-xml'],
  [/time|hours|deadline|schedule/i, 'clock'],
  [/ai\b|machine learning|intelligen/i, 'brain'],
  [/global|world|international/i, 'globe'],
];

/** "Daily backups: kept for 30 days" → a card with that title and text. */
export function cardOf(point: string) {
  const split = /^(.{2,60}?)\s*(?::|\s[–—-]\s)\s*(.+)$/.exec(point);
  const title = split
    ? split[1]!
    : point.length <= 60
      ? point
      : point.split(/[,;.]/)[0]!.slice(0, 60);
  const description = split ? split[2]! : title === point ? undefined : point;
  const icon = iconWords.find(([words]) => words.test(point))?.[1];
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    ...(description
      ? { description: description.charAt(0).toUpperCase() + description.slice(1) }
      : {}),
    ...(icon ? { icon } : {}),
  };
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/** The brief's sentence that shares the most words with a question, if any does. */
function answerFrom(question: string, sentences: string[]): string | undefined {
  const asked = words(question);
  let best: string | undefined;
  let most = 0;
  for (const sentence of sentences) {
    const shared = [...words(sentence)].filter((w) => asked.has(w)).length;
    if (shared > most) [best, most] = [sentence, shared];
  }
  // One shared word is chance ("keep", "your"): two or more say the sentence is about it.
  return most >= 2 ? best : undefined;
}

/** The FAQ from the questions: an answer written in the brief, else the sentence nearest it. */
export function faqOf(brief: Brief): Block | undefined {
  if (brief.questions.length === 0) return undefined;
  return {
    type: 'faq',
    items: brief.questions.map(({ question, answer }) => ({
      question,
      answer:
        answer ??
        answerFrom(question, brief.sentences.slice(1)) ??
        // Honest rather than invented: the editor sees it marked and writes the answer.
        'Write the answer to this question here before the page is published.',
    })),
  };
}

/** The dialog a call to action opens: the site's application, call-back or enquiry form. */
export function dialogOf(intent: Intent, action: string | undefined): Dialog {
  const said = action ?? '';
  if (/\b(apply|application|cv|résumé|resume|job)\b/i.test(said)) return 'application';
  if (/\b(call|phone|ring|get in touch|speak|talk)\b/i.test(said)) return 'getInTouch';
  if (action) return 'enquiry';
  return intent === 'careers' ? 'application' : 'enquiry';
}

const defaultLabel: Record<Dialog, string> = {
  application: 'Apply now',
  getInTouch: 'Request a call back',
  enquiry: 'Send an enquiry',
};

/** The button of the call to action: the brief's words when short enough, else the form's. */
export function actionOf(intent: Intent, action: string | undefined) {
  const opens = dialogOf(intent, action);
  const given = action?.replace(/[.!]+$/, '').trim();
  const label = given && given.length <= 32 && !/\d{4}|@/.test(given) ? given : defaultLabel[opens];
  return { label: label.charAt(0).toUpperCase() + label.slice(1), opens };
}

/** The band at the end that asks for the action, naming the site's facts as placeholders. */
export function ctaOf(intent: Intent, action: ReturnType<typeof actionOf>): Block {
  const careers = action.opens === 'application';
  return {
    type: 'cta',
    heading: careers ? 'Ready to join the team?' : 'Ready to talk about your project?',
    text: careers
      ? 'Send your CV with a few lines about yourself; we reply to every application.'
      : intent === 'hosting'
        ? 'Tell us what you run today and we suggest the plan that fits, or call {{company.phones.0.display}}.'
        : 'Tell us what you need and we reply with a plan, or call {{company.phones.0.display}}.',
    actions: [action],
  };
}
