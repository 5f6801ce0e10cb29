import type { AnyPage } from '../../../schema/page';
import { walkStrings } from '../walk';
import type { HealthFinding } from './finding';
import {
  elementsOf,
  hiddenFromReaders,
  parseHtml,
  readableText,
  type HtmlElement,
} from './html-tree';
import { isVagueLinkText } from './vague-link-text';

/** Where in the block a string equal to `text` is written, if the block writes it. */
function fieldWriting(block: unknown, text: string, at: string): string | undefined {
  let found: string | undefined;
  walkStrings(block, (value, pointer) => {
    if (found === undefined && value.trim() === text) found = `${at}${pointer}`;
  });
  return found;
}

/** The accessible name of a link or button: its `aria-label`, its labelling element's text or its own. */
function accessibleName(element: HtmlElement, byId: Map<string, HtmlElement>): string {
  const label = element.attrs['aria-label']?.trim();
  if (label) return label;
  const labelledBy = element.attrs['aria-labelledby'];
  if (labelledBy) {
    const named = labelledBy
      .split(/\s+/)
      .map((id) => byId.get(id))
      .map((e) => (e ? readableText(e) : ''))
      .join(' ')
      .trim();
    if (named) return named;
  }
  return readableText(element) || (element.attrs.title ?? '').trim();
}

const isControl = (e: HtmlElement) =>
  (e.tag === 'a' && 'href' in e.attrs) || e.tag === 'button' || e.attrs.role === 'button';

/** A control's or picture's problems in one block's HTML, located in the block when it can be. */
function blockFindings(block: unknown, html: string, at: string): HealthFinding[] {
  const tree = parseHtml(html);
  const all = [...elementsOf(tree)];
  const byId = new Map(all.flatMap((e) => (e.attrs.id ? [[e.attrs.id, e] as const] : [])));
  const hidden = new Set<HtmlElement>();
  for (const e of all) if (hiddenFromReaders(e)) for (const c of elementsOf(e)) hidden.add(c);
  const out: HealthFinding[] = [];
  for (const element of all) {
    if (hidden.has(element) || hiddenFromReaders(element)) continue;
    if (element.tag === 'img' && !('alt' in element.attrs) && element.attrs.role !== 'presentation')
      out.push({
        check: 'image-alt',
        pointer: at,
        message:
          'A picture in this block has no words for screen readers: describe what it shows in its image field, or mark it decorative.',
      });
    if (!isControl(element)) continue;
    const name = accessibleName(element, byId);
    const href = element.attrs.href ?? '';
    if (/^http:\/\//i.test(href))
      out.push({
        check: 'https-links',
        pointer: fieldWriting(block, href, at) ?? at,
        message:
          'A link in this block goes to an address that is not secure (http://): use the site’s https:// address.',
      });
    const visible = readableText(element);
    if (name === '')
      out.push({
        check: 'link-text',
        pointer: at,
        message:
          'A button or link in this block has no words a screen reader can say: give it a label.',
      });
    // A form's own button ("Continue") is read with the form it sends.
    else if (isVagueLinkText(name) && element.attrs.type !== 'submit') {
      const field = fieldWriting(block, visible, at);
      out.push({
        check: 'link-text',
        pointer: field ?? at,
        message: field
          ? `“${visible}” is what a screen reader says for this link, which does not say where it leads to someone who hears it alone: write what it offers instead.`
          : `A button or link in this block says only “${visible}”, which does not say where it leads to someone who hears it alone: change the words the site uses for it.`,
      });
    }
  }
  return unique(out);
}

const unique = (findings: HealthFinding[]) => {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.check} ${f.pointer} ${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The health checks that need the HTML the server renders for a page (decisions.md #112): a
 * picture rendered without alt text, a link or button with no words for a screen reader or only
 * vague ones (whatever writes them: a card's title as much as the renderer's own words; at the
 * field that writes them when one does), a link to an `http://` address. `blocksHtml` holds each
 * block's HTML, in the page's order. Its caller drops what the data checks found at the same
 * field.
 */
export function renderedHealth(page: AnyPage, blocksHtml: readonly string[]): HealthFinding[] {
  return page.blocks.flatMap((block, i) =>
    blockFindings(block, blocksHtml[i] ?? '', `/blocks/${i}`),
  );
}
