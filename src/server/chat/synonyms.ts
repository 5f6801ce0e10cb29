import { processTerm, termsOf } from './text';

/**
 * Words visitors use that the pages may phrase differently. Only the question is expanded, so a
 * page is still found by its own words; the index never needs editing when a page is added.
 * A word found only through a synonym counts half, so a synonym helps a page that is about the
 * question and cannot by itself make a page answer it.
 *
 * To add one: when a visitor's word for something is not the page's ("aircraft" for the product
 * design page's "aerospace"), add `visitor word: ['page word', …]` below, in plain lower-case
 * words (they are made search terms as the index makes them), and a question using it to
 * `tests/chat/questions.json`; `npm run bench:chat` shows whether it helped and hurt nothing.
 * A word every kind of question uses ("online", "service") is better left out than mapped.
 */
const synonymList: Record<string, string[]> = {
  hiring: ['career', 'job', 'position', 'opening'],
  hire: ['career', 'job', 'position'],
  job: ['career', 'position', 'opening'],
  vacancy: ['career', 'job', 'position', 'opening'],
  internship: ['career', 'training'],
  fresher: ['career', 'training'],
  salary: ['career', 'benefit'],
  app: ['application', 'mobile'],
  android: ['mobile'],
  iphone: ['ios', 'mobile'],
  shop: ['ecommerce', 'store'],
  store: ['ecommerce', 'shop'],
  sell: ['ecommerce', 'store'],
  ad: ['advertising'],
  ads: ['advertising'],
  ppc: ['advertising'],
  promote: ['marketing', 'advertising'],
  seo: ['search', 'optimization'],
  ranking: ['seo', 'search', 'optimization'],
  google: ['search', 'seo'],
  logo: ['branding', 'brand'],
  blog: ['content', 'writing'],
  copywriting: ['content', 'writing'],
  article: ['content', 'writing'],
  newsletter: ['email', 'template'],
  server: ['hosting'],
  host: ['hosting'],
  website: ['web', 'site'],
  site: ['website', 'web'],
  wp: ['wordpress'],
  cms: ['wordpress', 'content', 'management'],
  payment: ['pay'],
  pay: ['payment'],
  refund: ['cancellation'],
  cancel: ['cancellation', 'refund'],
  data: ['privacy', 'information'],
  personal: ['privacy', 'information'],
  cookie: ['privacy'],
  research: ['innovation', 'development'],
  aws: ['cloud'],
  azure: ['cloud'],
  erp: ['software', 'product'],
  crm: ['software', 'product'],
  hrms: ['software', 'product'],
  packaging: ['design', 'product'],
  aircraft: ['aerospace'],
  aeroplane: ['aerospace'],
  airplane: ['aerospace'],
  aviation: ['aerospace'],
  mechanical: ['mechanism', 'engineering'],
  gadget: ['product', 'device'],
  university: ['academic', 'academia', 'institution'],
  college: ['academic', 'academia', 'institution'],
  license: ['licence', 'licensed'],
  licence: ['license', 'licensed'],
  paid: ['payment', 'pay'],
  paying: ['payment', 'pay'],
  modernise: ['modernising', 'modern', 'refresh'],
  modernize: ['modernising', 'modern', 'refresh'],
  rebrand: ['brand', 'refresh'],
  coding: ['code', 'development'],
  online: ['digital'],
  retargeting: ['remarketing'],
  visited: ['visitor', 'remarketing'],
  buy: ['convert', 'conversion', 'purchase'],
  otp: ['sms'],
  text: ['sms'],
  bill: ['billing', 'cost'],
  reduce: ['cut', 'lower', 'optimisation', 'saving'],
  forecast: ['predictive', 'prediction'],
  history: ['historical'],
  collaborate: ['collaboration', 'partner'],
  outside: ['external', 'third-party'],
  price: ['cost', 'payment', 'billed', 'quoted'],
  cost: ['price', 'payment', 'billed'],
  fee: ['price', 'cost', 'payment'],
  cover: ['included', 'include'],
  extra: ['separately', 'additional', 'billed'],
  free: ['included'],
  dollar: ['currency', 'rupee'],
  usd: ['currency'],
  rupee: ['currency'],
  stop: ['pause'],
  date: ['due'],
  due: ['date'],
  lock: ['commitment', 'minimum'],
  commit: ['commitment'],
  yearly: ['year'],
  monthly: ['month'],
  routing: ['telephony', 'ivr'],
  tollfree: ['virtual', 'number', 'telephony'],
  callcentre: ['telephony', 'ivr'],
};

/**
 * Phrases whose words mean nothing apart ("look after" is neither looking nor after), and the
 * page words they stand for. They replace the phrase in the question, at full weight.
 */
const phraseList: Record<string, string> = {
  'look after': 'maintenance',
  'take care of': 'maintenance',
  'keep up to date': 'maintenance',
  'once they are live': 'after launch',
  'once it is live': 'after launch',
  'after go-live': 'after launch',
  'how many days': 'how long takes weeks',
  'how many weeks': 'how long takes weeks',
  'how much time': 'how long takes weeks',
  'how many hours does it take': 'how long takes weeks',
  'delivery time': 'how long takes weeks',
  'turnaround time': 'how long takes weeks',
  'time to build': 'how long takes weeks',
  'time to make': 'how long takes weeks',
  'time to complete': 'how long takes weeks',
  'dont pay on time': 'late payment',
  'do not pay on time': 'late payment',
  'pay after the due date': 'late payment',
};
const phrases = Object.entries(phraseList).map(
  ([phrase, words]) =>
    [new RegExp(`\\b${phrase.replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'gi'), words] as const,
);

/** The question with its phrases put in the pages' words. */
export function withPhrasesReplaced(question: string): string {
  return phrases.reduce((text, [pattern, words]) => text.replace(pattern, ` ${words} `), question);
}

// The list as search terms, so it can be written in plain words.
const synonyms = new Map<string, string[]>();
for (const [word, others] of Object.entries(synonymList)) {
  const key = processTerm(word);
  const terms = others.flatMap((w) => termsOf(w));
  if (key) synonyms.set(key, [...new Set([...(synonyms.get(key) ?? []), ...terms])]);
}

/** The synonyms of a search term (empty when it has none). */
export function synonymsOf(term: string): string[] {
  return synonyms.get(term) ?? [];
}
