import { isRecord } from '../../../schema/is-record';

// Names and settings from a closed list (or, for the path, the studio's own choice): none of
// them can say or point anywhere a person has to check. Links (`href`), embedded media (`src`)
// and the canonical address are the drafter's choice and are marked like its words (#54).
const notChosen = new Set([
  '$schema',
  'type',
  'path',
  'robots',
  'opens',
  'style',
  'icon',
  'id',
  'access',
]);

/**
 * Every value of a drafted page the drafter chose, once each: its texts and the addresses it
 * links to, which the studio marks as drafted until a person edits or accepts each. The marks
 * are kept beside the page (the editor's state), never in it. The rules' hero image is the
 * site's own, already checked; a model's image (its address and its description) is its choice.
 */
export function generatedTexts(page: unknown, source: 'model' | 'rules' = 'model'): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!notChosen.has(key) && value.trim()) found.add(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (isRecord(value) && !(key === 'image' && source === 'rules'))
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(page, '');
  return [...found];
}
