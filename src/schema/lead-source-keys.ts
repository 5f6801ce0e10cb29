/** What a lead keeps of where its visit came from: an outside referrer and the utm_ values.
 * Plain data without zod, so the islands loader that notes them stays small. */
export const leadSourceKeys = [
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
