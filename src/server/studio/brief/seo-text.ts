import { seoLengths } from '../../../engine/seo-lengths';
import { resolvedText, type ProjectFacts } from '../../../../scripts/new-page/project';

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
 * A description of the page within the search-engine lengths: the brief's first sentences as
 * far as they fit, and where they are too short, where the company is.
 */
export function pageDescription(sentences: string[], facts: ProjectFacts): string {
  const { min, max } = seoLengths.description;
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (shownLength(next, facts.site) > max) break;
    text = next;
  }
  if (!text) text = cutToLength(sentences[0] ?? '', max, facts.site);
  for (const extra of [
    'From {{company.name}} in {{company.address.locality}}.',
    'Talk to our team in {{company.address.locality}} to get started.',
  ]) {
    if (shownLength(text, facts.site) >= min && !usedBy('description', text, facts)) break;
    const longer = `${text} ${extra}`.trim();
    if (shownLength(longer, facts.site) <= max) text = longer;
  }
  return text;
}
