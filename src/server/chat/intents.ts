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
  /\b((free )?(quote|quotation|estimate)|pricing|prices?|price ?lists?|rate ?cards?|tariffs?|how much(?! time)|(your|the) (rates?|fees?|charges)|(would|do|will|does|did) you charge|costs?(?! effective| efficiency)|budget)\b/;

/** A pattern matching any of `phrases` as whole words (each a regular expression's source). */
const anyOf = (...phrases: string[]) => new RegExp(`\\b(${phrases.join('|')})\\b`);

// The messaging app as clients spell it.
const messagingApp = '(whatsapp|whats app|watsapp|whatsap|watsap)';

const factPatterns: [Intent, RegExp][] = [
  [
    'social',
    /\b(do you have|are you on|follow you on|find you on|your) (a |an )?(linkedin|instagram|twitter|facebook|youtube|x|social media)\b/,
  ],
  [
    'hours',
    anyOf(
      '(business|office|opening|working|work|support) (hours|time|timings?|days)',
      'timings?',
      'when (are|is) (you|your office|the office) open',
      'when (can|should|do) (i|we) (call|ring|visit|come)',
      '(are|is) (you|your office|the office) closed',
      '(which|what) days',
      '(till|until) what time',
      '(open|close) in the (morning|evening)',
      'open now',
      'are you open',
      'open (on|today|tomorrow)',
      'what time',
      'closed on',
      'saturday',
      'sunday',
      'weekends?',
      'holidays?',
    ),
  ],
  [
    'phone',
    anyOf(
      // Calling, ringing, dialling us.
      'phone',
      'telephone',
      'landline',
      'helpline',
      'hotline',
      '(call|ring|dial) (you|u|us|your|ur)',
      'call me( back)?',
      'call back',
      'callback',
      '(have|schedule|arrange|book|set up) a call',
      'a call (with|from) (you|your)',
      'can (i|we) (call|ring|dial)',
      '(call|ring|dial) (now|today|tomorrow)',
      'what do (i|we) dial',
      '(want|like|need|wish) to (call|ring|phone)',
      '(call|ring) (regarding|about|for|to discuss)',
      '(who|whom) (to|do i|should i|can i) (call|ring)',
      // A number, asked for without the word "phone".
      '(contact|mobile|cell|phone) (number|no)',
      '(is|are) there (an?|any) (number|no)',
      'number (i|we) (can|could|should) (call|ring|dial)',
      '(what|which) (number|no)',
      'number to (call|ring|dial|reach|contact)',
      '(your|ur|companys|company|office) (number|no)',
      'number (for|of) (your|ur|the) ',
      // The messaging app, which is on the mobile number.
      `(on|via|through|your|ur) ${messagingApp}`,
      `${messagingApp} (number|no|you|us)`,
      `(do|does) (you|u) (have|use) ${messagingApp}$`,
    ),
  ],
  [
    'email',
    anyOf(
      '(e-?mail|mail) (address|id)',
      '(your|ur) e-?mail',
      'e-?mail (you|u|your team)',
      '(send|write) (you|u) an? e-?mail',
      'write to you',
      'e-?mail (please|pls|plz)$',
    ),
  ],
  [
    'address',
    anyOf(
      '(?<!mail )(address|adress|addres)',
      'located',
      '(which|what) location',
      '(your|office|company) location',
      'where are you',
      'where (is|are) (your|ur|the) (office|company)',
      'where exactly is',
      'visit (you|your office|us)',
      'an office (i|we) can visit',
      '(come|coming|get) to (your|ur) office',
      '(find|reach) (your|ur) office',
      'meet (you|your team|in person)',
      'in person',
      'directions',
      'office in',
      '(which|what) city',
      'based (in|out of)',
    ),
  ],
  ['quote', pricePattern],
  [
    'contact',
    anyOf(
      '(reach|contact) (you|your|u|ur)',
      'contact (details|info|information)',
      'get in touch',
      'talk to (someone|somebody|a person|a human|a real person|sales|your (team|manager)|manager)',
      '(who|whom) (do|should|can) (i|we) (talk|speak) to',
      '(who|whom) should (i|we) contact',
      'speak (to|with)',
    ),
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

// A number or a call for the visitor's own callers is the telephony service, unless the message
// says "phone": "Can customers call a single number that rings all our agents?".
const callsBought =
  /\b(customers?|clients?|callers?|agents?|call (cent(er|re)s?|routing|recording|tracking|forwarding|flows?|queues?)|ivr|telephony|toll-?free|virtual numbers?)\b/;

/** The facts a message asks for, in the order they should be answered. */
export function factIntentsOf(message: string): Intent[] {
  const text = normalize(message).replace(serviceNumbers, ' ');
  const bought = callsBought.test(text) && !/\b(tele)?phone\b/.test(text);
  const intents = factPatterns
    .filter(([intent, pattern]) => !(bought && intent === 'phone') && pattern.test(text))
    .map(([intent]) => intent);
  // The contact reply gives the phone, WhatsApp and e-mail already: "reach you by phone" once.
  return intents.includes('contact')
    ? intents.filter((i) => i !== 'phone' && i !== 'email')
    : intents;
}

// How a visitor wants the quote sent ("by e-mail") is not a service it is about.
const channels = /\b(by|via|over|through|on) (e-?mail|mail|phone|whatsapp)\b/g;

/** The message without its price words, to find the service a price question is about. */
export function withoutPriceWords(message: string): string {
  return normalize(message)
    .replace(new RegExp(pricePattern.source, 'g'), ' ')
    .replace(channels, ' ');
}
