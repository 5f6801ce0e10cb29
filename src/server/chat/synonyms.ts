/**
 * Words visitors use that the pages may phrase differently. Only the question is expanded, so a
 * page is still found by its own words; the index never needs editing when a page is added.
 * Keys and values are search terms (lower case, singular), as `processTerm` makes them.
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
};

/** The synonyms of a search term (empty when it has none). */
export function synonymsOf(term: string): string[] {
  return Object.hasOwn(synonymList, term) ? (synonymList[term] ?? []) : [];
}
