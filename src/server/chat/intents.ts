/**
 * Questions with a direct answer from the site facts. Patterns are deliberately narrow: "mobile
 * app" is not a phone question and "email templates" is not an e-mail question, so anything
 * that is not clearly about contacting the company goes to the search index instead.
 */
export type Intent =
  'greeting' | 'thanks' | 'goodbye' | 'hours' | 'phone' | 'email' | 'address' | 'quote' | 'contact';

const smallTalk: [Intent, RegExp][] = [
  [
    'greeting',
    /^(hi|hii+|hello|hey|hai|good (morning|afternoon|evening|day)|greetings|namaste|vanakkam|howdy)( there| team| all)?$/,
  ],
  [
    'thanks',
    /^(thanks?|thank you|thankyou|thx|ty|cheers|great thanks|ok thanks|okay thanks)( a lot| so much| very much)?$/,
  ],
  ['goodbye', /^(bye|goodbye|good bye|see you|that is all|thats all)$/],
];

// Price words; the rest of a price question ("VPS hosting") still finds the service's page.
const pricePattern =
  /\b(quote|quotation|estimate|pricing|prices?|how much|(your|the) (rates?|fees?|charges)|costs?(?! effective| efficiency)|budget)\b/;

const factPatterns: [Intent, RegExp][] = [
  [
    'hours',
    /\b((business|office|opening|working|work|support) (hours|time|timings?|days)|timings?|when (are|is) (you|your office|the office) open|are you open|open (on|today|tomorrow)|what time|closed on|saturday|sunday|weekends?|holidays?)\b/,
  ],
  [
    'phone',
    /\b(phone|telephone|call (you|us|your)|call me( back)?|call back|callback|contact number|mobile number|whatsapp|phone number|number to call|(your|companys|company|office) number|ring you)\b/,
  ],
  ['email', /\b((e-?mail|mail) (address|id)|your e-?mail|e-?mail (you|your team)|write to you)\b/],
  [
    'address',
    /\b((?<!mail )address|located|(your|office|company) location|where are you|where is your (office|company)|visit (you|your office)|directions|office in|(which|what) city|based (in|out of))\b/,
  ],
  ['quote', pricePattern],
  [
    'contact',
    /\b(contact you|contact your|reach you|get in touch|talk to (someone|a person|sales|your team)|speak (to|with))\b/,
  ],
];

/** Lower case, single spaces, no surrounding punctuation. */
export function normalize(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}&@.+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/** The small talk a whole message is ("hi", "thanks"), if that is all it is. */
export function smallTalkOf(message: string): Intent | undefined {
  const text = normalize(message);
  return smallTalk.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The facts a message asks for, in the order they should be answered. */
export function factIntentsOf(message: string): Intent[] {
  const text = normalize(message);
  return factPatterns.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}

/** The message without its price words, to find the service a price question is about. */
export function withoutPriceWords(message: string): string {
  return normalize(message).replace(new RegExp(pricePattern.source, 'g'), ' ');
}
