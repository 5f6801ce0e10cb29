import { isRecord } from '../../../schema/is-record';

// Values that are names, addresses or settings rather than copy a reader takes in.
const notCopy = new Set([
  '$schema',
  'type',
  'path',
  'robots',
  'opens',
  'style',
  'icon',
  'src',
  'href',
  'id',
  'canonical',
  'access',
]);

/**
 * Every text of a drafted page, once each: what the studio marks as drafted until a person edits
 * or accepts it. The marks are kept beside the page (the editor's state), never in it.
 */
export function generatedTexts(page: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!notCopy.has(key) && value.trim()) found.add(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (isRecord(value) && key !== 'image')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(page, '');
  return [...found];
}
