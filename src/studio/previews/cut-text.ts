import { seoLengths } from '../../engine/seo-lengths';

/** How wide a text is in pixels, as a search engine sets its result titles; none: not known. */
export type Measure = (text: string) => number;

/** About how wide a search result's title may be before it is cut. */
export const titleWidth = 580;

const ellipsis = '…';

/**
 * The longest start of `text` that `fits`, cut after a whole word where one ends near enough,
 * with "…" after it: what a search engine shows of a long title or description.
 */
function cutWhere(text: string, fits: (shown: string) => boolean): string {
  const whole = text.trim();
  if (fits(whole)) return whole;
  let end = whole.length;
  while (end > 0 && !fits(`${whole.slice(0, end).trimEnd()}${ellipsis}`)) end--;
  const start = whole.slice(0, end);
  // Back to the last space, unless that throws away most of a line (one very long word).
  const space = start.lastIndexOf(' ');
  const kept = space > end * 0.7 && whole[end] !== ' ' ? start.slice(0, space) : start;
  return `${kept.replace(/[\s,;:–—-]+$/u, '')}${ellipsis}`;
}

/**
 * A result title as a search engine shows it (decisions.md #109): cut where it is wider than
 * about 580 px in the engine's type, or, where widths cannot be measured, past 60 characters.
 */
export function searchTitle(title: string, measure?: Measure): string {
  return measure
    ? cutWhere(title, (shown) => measure(shown) <= titleWidth)
    : cutWhere(title, (shown) => shown.length <= seoLengths.title.max);
}

/** A result description as a search engine shows it: cut past about 160 characters. */
export function searchDescription(description: string): string {
  return cutWhere(description, (shown) => shown.length <= seoLengths.description.max);
}

let context: CanvasRenderingContext2D | null | undefined;

/** Widths in the type search engines set result titles in (20 px Arial); none without a canvas. */
export function titleMeasure(): Measure | undefined {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = '20px Arial, sans-serif';
  }
  const measuring = context;
  return measuring ? (text) => measuring.measureText(text).width : undefined;
}
