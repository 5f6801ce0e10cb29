import { seoLengths } from '../../../engine/seo-lengths';
import { resolvedText, type ProjectFacts } from '../../new-page/project';

/** How long a text is as visitors see it, with the site's placeholders filled in. */
export const shownLength = (text: string, site: unknown) =>
  (resolvedText({ text }, 'text', site) ?? text).length;

/** `text` cut at a word boundary so that it shows at most `max` characters, ending in "…". */
export function cutToLength(text: string, max: number, site: unknown): string {
  if (shownLength(text, site) <= max) return text;
  const words = text.split(' ');
  while (words.length > 1 && shownLength(`${words.join(' ')}…`, site) > max) words.pop();
  return `${words.join(' ').replace(/[\s,;:.–-]+$/, '')}…`;
}

const usedBy = (key: 'title' | 'description', text: string, facts: ProjectFacts) => {
  const shown = resolvedText({ [key]: text }, key, facts.site);
  return facts.pages.some((p) => resolvedText(p.value, key, facts.site) === shown);
};

/** A page title within the search-engine lengths, its own among the site's pages. */
export function pageTitle(topic: string, facts: ProjectFacts): string {
  const { min, max } = seoLengths.title;
  const candidates = [
    `${topic} | {{company.name}}`,
    `${topic} in {{company.address.locality}} | {{company.name}}`,
    `${topic} in {{company.address.locality}}`,
    topic,
    `${topic} | Services`,
  ];
  const fits = (t: string) =>
    shownLength(t, facts.site) >= min && shownLength(t, facts.site) <= max;
  const found = candidates.find((t) => fits(t) && !usedBy('title', t, facts));
  if (found) return found;
  const cut = cutToLength(topic, max - 3, facts.site);
  for (let n = 2; n < 50; n += 1) {
    const title = `${cut} ${n}`;
    if (!usedBy('title', title, facts)) return title.length >= min ? title : `${title} – page`;
  }
  return cut;
}

/**
 * A description of the page within the search-engine lengths and its own among the site's
 * pages: the brief's first sentences as far as they fit, and where they are too short (or
 * another page says the same), where the company is.
 */
export function pageDescription(sentences: string[], facts: ProjectFacts): string {
  const { min, max } = seoLengths.description;
  const fits = (t: string) => {
    const n = shownLength(t, facts.site);
    return n >= min && n <= max && !usedBy('description', t, facts);
  };
  const bases: string[] = [];
  for (let k = sentences.length; k > 0; k -= 1) {
    const text = sentences.slice(0, k).join(' ');
    if (shownLength(text, facts.site) <= max) bases.push(text);
  }
  bases.push(cutToLength(sentences[0] ?? '', max, facts.site));
  const extras = [
    '',
    'From {{company.name}} in {{company.address.locality}}.',
    'Talk to our team in {{company.address.locality}} to get started.',
  ];
  for (const base of bases)
    for (const extra of extras) {
      const text = `${base} ${extra}`.trim();
      if (fits(text)) return text;
    }
  const base = cutToLength(bases[0] ?? '', max - 5, facts.site);
  for (let n = 2; n < 100; n += 1) if (fits(`${base} (${n})`)) return `${base} (${n})`;
  return base;
}
