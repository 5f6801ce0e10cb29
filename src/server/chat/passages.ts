import { notFoundPath } from '../../engine/paths';
import type { Page } from '../../schema/page';
import { factsText, type ContactFacts } from './facts';

/** A piece of a page the assistant can quote, and the page a reply about it links to. */
export interface Passage {
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
}

// Fields that hold presentation or plumbing, never words a visitor asks about.
const skipKeys = new Set(['type', 'id', 'src', 'alt', 'style', 'opens', 'newTab', 'variant']);
const headingKeys = ['title', 'question', 'heading', 'name'];
const linkKeys = new Set(['label', 'href', 'newTab', 'style', 'opens']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
// Paths, URLs, dates, colours and the like: data, not prose.
const isProse = (s: string) => /\p{L}{2,}/u.test(s) && !/^(\/|https?:|tel:|mailto:|#)/.test(s);
const isImage = (v: Record<string, unknown>) => typeof v.src === 'string';
const isLink = (v: Record<string, unknown>) =>
  ('href' in v || 'opens' in v) && Object.keys(v).every((k) => linkKeys.has(k));

/** The name of a page in links: its breadcrumb, or its title without the company suffix. */
export function pageLabel(page: Page, company: string): string {
  if (page.breadcrumb) return page.breadcrumb;
  const suffix = new RegExp(`\\s*[|–—-]\\s*${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.title.replace(suffix, '') || page.title;
}

/**
 * Cuts every page into passages by walking its blocks generically: each object (a block, a card,
 * an FAQ item, a legal section, or whatever a future block holds) becomes a passage of its own
 * text fields, so a new block type is indexed without code change.
 */
export function pagePassages(pages: Page[], facts: ContactFacts): Passage[] {
  const paths = new Set(pages.map((p) => p.path));
  const out: Passage[] = [];
  const add = (p: Omit<Passage, 'id'>) => out.push({ id: out.length, ...p });

  for (const page of pages) {
    if (page.path === notFoundPath) continue;
    const pageTitle = pageLabel(page, facts.company);
    const base = { pageTitle, keywords: '', summary: false };
    add({
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
      let target = page.path;
      const texts: string[] = [];
      const children: Record<string, unknown>[] = [];
      for (const [key, value] of Object.entries(node)) {
        if (skipKeys.has(key)) continue;
        if (typeof value === 'string') {
          if (key === 'href' && paths.has(value)) target = value;
          else if (!isProse(value)) continue;
          else if (!heading && headingKeys.includes(key)) heading = value;
          else texts.push(value);
        } else if (Array.isArray(value)) {
          texts.push(...value.filter((v): v is string => typeof v === 'string' && isProse(v)));
          children.push(...value.filter(isRecord).filter((v) => !isLink(v) && !isImage(v)));
        } else if (isRecord(value) && !isImage(value)) {
          // A card's own link ("link", "action") says which page the card is about.
          if (isLink(value)) {
            if (typeof value.href === 'string' && paths.has(value.href)) target = value.href;
          } else children.push(value);
        }
      }
      if (heading || texts.length > 0) {
        add({ ...base, target, heading, text: texts.join(' '), context });
      }
      for (const child of children) walk(child, heading || context);
    };
    for (const block of page.blocks) walk({ ...block }, '');
  }

  add({
    pageTitle: facts.contactPage.label,
    target: facts.contactPage.path,
    heading: `Contact ${facts.company}`,
    text: factsText(facts),
    context: '',
    keywords: 'phone, call, e-mail, address, office, location, business hours, WhatsApp',
    summary: false,
  });
  return out;
}
