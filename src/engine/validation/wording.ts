/** Shared wording for validation messages, so schema and zod problems read the same. */

/** A value as a marketer would recognise it in their file: `the text "x"`, `number 5`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** A value as written in the file: `"chat"`, `5`; objects and lists by their kind. */
export function shown(value: unknown): string {
  return typeof value === 'object' && value !== null ? describeValue(value) : JSON.stringify(value);
}

/** JSON types in plain words. */
export const typeNames: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false (without quotes)',
  array: 'a list [ ... ]',
  object: 'an object { ... }',
  null: 'null',
};

/** `1 item`, `3 items`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Plain names of the string formats JSON Schema and zod check. */
export const formatNames: Record<string, string> = {
  email: 'e-mail address, e.g. "hello@example.com"',
  uri: 'full web address starting with https://',
  url: 'full web address starting with https://',
  date: 'date like "2026-01-31"',
  'date-time': 'date and time like "2026-01-31T09:30:00Z"',
  time: 'time like "09:30"',
  uuid: 'UUID',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
};

/** Numbers above this are zod's "safe integer" bound, not a limit anyone wrote on purpose. */
export const unboundedNumber = Number.MAX_SAFE_INTEGER;

/** `must be at least 2000`, `must be more than 0`, … from a comparison and its limit. */
export function bound(comparison: string, limit: number): string {
  if (limit >= unboundedNumber) return 'is too large';
  if (limit <= -unboundedNumber) return 'is too small';
  const words: Record<string, string> = {
    '>=': 'at least',
    '>': 'more than',
    '<=': 'at most',
    '<': 'less than',
  };
  return `must be ${words[comparison] ?? comparison} ${limit}`;
}
