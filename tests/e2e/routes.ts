import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every page path in pages/ that anyone may open, read the way a marketer wrote them (the 404
 * page is /404). Pages for accounts only send others to log in; their own specs open them logged
 * in (leads-inbox.spec.ts, account.spec.ts).
 */
export const routePaths: string[] = readdirSync('pages')
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const value: unknown = JSON.parse(readFileSync(`pages/${f}`, 'utf8'));
    return typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      typeof value.path === 'string' &&
      !('access' in value)
      ? value.path
      : '';
  })
  .filter(Boolean)
  .sort();
