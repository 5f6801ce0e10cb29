import { readdirSync, readFileSync } from 'node:fs';

/** Every page path in pages/, read the way a marketer wrote them (the 404 page is /404). */
export const routePaths: string[] = readdirSync('pages')
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const value: unknown = JSON.parse(readFileSync(`pages/${f}`, 'utf8'));
    return typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      typeof value.path === 'string'
      ? value.path
      : '';
  })
  .filter(Boolean)
  .sort();
