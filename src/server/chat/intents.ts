/**
 * Questions with a direct answer from the site facts. Patterns are deliberately narrow: "mobile
 * app" is not a phone question and "email templates" is not an e-mail question, so anything
 * that is not clearly about contacting the company goes to the search index instead.
 */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'secret'
  | 'social'
  | 'hours'
  | 'phone'
  | 'email'
  | 'address'
  | 'quote'
  | 'contact';

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

// Requests for what no visitor may have (passwords, keys, the assistant's instructions): declined
// before anything else, so the privacy page's words on passwords never answer them.
const secretPattern =
  /\b((admin|administrator|database|db|server|root|staff|login|your|the|site) (password|passwords|passwd|credentials)|bank (account|details)|api keys?|secret keys?|private keys?|access tokens?|system prompt)\b/;

// Price words; the rest of a price question ("VPS hosting") still finds the service's page.
const pricePattern =
  /\b(quote|quotation|estimate|pricing|prices?|how much|(your|the) (rates?|fees?|charges)|(would|do|will|does|did) you charge|costs?(?! effective| efficiency)|budget)\b/;

const factPatterns: [Intent, RegExp][] = [
  [
    'social',
    /\b(do you have|are you on|follow you on|find you on|your) (a |an )?(linkedin|instagram|twitter|facebook|youtube|x|social media)\b/,
  ],
  [
    'hours',
    /\b((business|office|opening|working|work|support) (hours|time|timings?|days)|timings?|when (are|is) (you|your office|the office) open|are you open|open (on|today|tomorrow)|what time|closed on|saturday|sunday|weekends?|holidays?)\b/,
  ],
  [
    'phone',
    /\b(phone|telephone|call (you|us|your)|call me( back)?|call back|callback|contact number|mobile number|(on|via|through|your) whatsapp|whatsapp (number|you|us)|phone number|number to call|(your|companys|company|office) number|ring you)\b/,
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

/** Whether a message asks for a secret (a password, a key, the assistant's instructions). */
export function asksForSecret(message: string): boolean {
  return secretPattern.test(normalize(message));
}

// Numbers a client buys from the telephony service, not the company's own: "a virtual phone
// number for my business" is a service question.
const serviceNumbers =
  /\b(virtual|toll-free|toll free|business|new|extra|second|ivr) (phone |telephone |mobile )?numbers?\b/g;

/** The facts a message asks for, in the order they should be answered. */
export function factIntentsOf(message: string): Intent[] {
  const text = normalize(message).replace(serviceNumbers, ' ');
  return factPatterns.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}

// How a visitor wants the quote sent ("by e-mail") is not a service it is about.
const channels = /\b(by|via|over|through|on) (e-?mail|mail|phone|whatsapp)\b/g;

/** The message without its price words, to find the service a price question is about. */
export function withoutPriceWords(message: string): string {
  return normalize(message)
    .replace(new RegExp(pricePattern.source, 'g'), ' ')
    .replace(channels, ' ');
}
