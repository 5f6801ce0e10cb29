import { notFoundPath } from '../../engine/paths';
import type { Page } from '../../app/page-schema';
import { factsText, type ContactFacts } from './facts';
import { isRecord } from '../../schema/is-record';

/** A piece of a page the assistant can quote, and the page a reply about it links to. */
export interface Passage {
  /** Its number in the search index, which numbers passages as they are added. */
  id: number;
  /** The page a reply links to: the page it is on, or the page a card links to. */
  target: string;
  pageTitle: string;
  heading: string;
  text: string;
  /** The heading of the section around it. */
  context: string;
  keywords: string;
  /** Whether this is the page's own summary (title, description, keywords). */
  summary: boolean;
  /** The path of the page it was cut from; empty for the contact facts. */
  source: string;
}

/** A passage as cut from a page, before the search index numbers it. */
export type CutPassage = Omit<Passage, 'id'>;

// Fields that hold presentation or plumbing, never words a visitor asks about.
const skipKeys = new Set(['type', 'id', 'src', 'alt', 'style', 'opens', 'newTab', 'variant']);
const headingKeys = ['title', 'question', 'heading', 'name'];
const linkKeys = new Set(['label', 'href', 'newTab', 'style', 'opens']);

// Paths, URLs, dates, colours, and settings or icon names ("surface", "chart-pie"): data, not
// prose. Prose has a capital letter, a space or punctuation.
const isProse = (s: string) =>
  /\p{L}{2,}/u.test(s) && !/^(\/|https?:|tel:|mailto:|#)/.test(s) && !/^[a-z0-9-]+$/.test(s);
const isImage = (v: Record<string, unknown>) => typeof v.src === 'string';
const isLink = (v: Record<string, unknown>) =>
  ('href' in v || 'opens' in v) && Object.keys(v).every((k) => linkKeys.has(k));

const endsSentence = (s: string) => /[.!?…:]$/.test(s.trim());
const asSentence = (s: string) => (endsSentence(s) ? s.trim() : `${s.trim()}.`);

/**
 * Joins an object's texts into readable prose: short facts first ("Full-time, 2+ years,
 * Chennai."), then its sentences, then its list items.
 */
function readable(texts: string[], lists: string[]): string {
  const isFact = (s: string) => s.length <= 40 && !endsSentence(s);
  const facts = texts.filter(isFact);
  return [
    facts.length > 0 ? asSentence(facts.join(', ')) : '',
    ...texts.filter((s) => !isFact(s)).map(asSentence),
    lists.length > 0 ? asSentence(lists.map((s) => s.trim().replace(/[.;]$/, '')).join('; ')) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The name of a page in links: its breadcrumb, or its title without the company suffix. */
export function pageLabel(page: Page, company: string): string {
  if (page.breadcrumb) return page.breadcrumb;
  if (page.path === '/') return 'Home';
  const suffix = new RegExp(`\\s*[|–—-]\\s*${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.title.replace(suffix, '') || page.title;
}

/** The passages of every page, and the contact facts as one more (see pagePassages). */
export function sitePassages(pages: Page[], facts: ContactFacts): CutPassage[] {
  return [...pagePassages(pages, facts), contactPassage(facts)];
}

/**
 * Cuts pages into passages by walking their blocks generically: each object (a block, a card,
 * an FAQ item, a legal section, or whatever a future block holds) becomes a passage of its own
 * text fields, so a new block type is indexed without code change. `paths` are the site's pages
 * (a card's link to one of them makes the card about it): by default, the pages given.
 */
export function pagePassages(
  pages: Page[],
  facts: ContactFacts,
  paths: ReadonlySet<string> = new Set(pages.map((p) => p.path)),
): CutPassage[] {
  const out: CutPassage[] = [];

  for (const page of pages) {
    if (page.path === notFoundPath) continue;
    const pageTitle = pageLabel(page, facts.company);
    const base = { pageTitle, keywords: '', summary: false, source: page.path };
    out.push({
      ...base,
      target: page.path,
      heading: pageTitle,
      text: page.description,
      context: '',
      keywords: page.keywords.join(', '),
      summary: true,
    });

    const walk = (node: Record<string, unknown>, context: string) => {
      let heading = '';
      let ownHref: string | undefined;
      const linked = new Set<string>();
      const texts: string[] = [];
      const lists: string[] = [];
      const children: Record<string, unknown>[] = [];
      const addLink = (link: Record<string, unknown>) => {
        if (typeof link.href === 'string' && paths.has(link.href)) linked.add(link.href);
      };
      for (const [key, value] of Object.entries(node)) {
        if (skipKeys.has(key)) continue;
        if (typeof value === 'string') {
          if (key === 'href' && paths.has(value)) ownHref = value;
          else if (!isProse(value)) continue;
          else if (!heading && headingKeys.includes(key)) heading = value;
          else texts.push(value);
        } else if (Array.isArray(value)) {
          lists.push(...value.filter((v): v is string => typeof v === 'string' && isProse(v)));
          for (const item of value.filter(isRecord)) {
            if (isLink(item)) addLink(item);
            else if (!isImage(item)) children.push(item);
          }
        } else if (isRecord(value) && !isImage(value)) {
          if (isLink(value)) addLink(value);
          else children.push(value);
        }
      }
      // A card or section that links to one other page ("Explore R&D") is about that page.
      const [onlyLink] = linked.size === 1 ? linked : [];
      const target = ownHref ?? onlyLink ?? page.path;
      const text = readable(texts, lists);
      if (heading || text) out.push({ ...base, target, heading, text, context });
      for (const child of children) walk(child, heading || context);
    };
    for (const block of page.blocks) walk({ ...block }, '');
  }
  return out;
}

/** The company's contact facts as a passage of the contact page. */
function contactPassage(facts: ContactFacts): CutPassage {
  return {
    pageTitle: facts.contactPage.label,
    target: facts.contactPage.path,
    heading: `Contact ${facts.company}`,
    text: factsText(facts),
    context: '',
    keywords: 'phone, call, e-mail, address, office, location, business hours, WhatsApp',
    summary: false,
    source: '',
  };
}
