import type { NodeResult, Result } from 'axe-core';
import type { RenderedFinding } from '../editor-parts/preview-frame';

type Check = RenderedFinding['check'];

interface Rule {
  check: Check;
  /** One sentence for the block, from the nodes axe found in it. */
  words: (nodes: readonly NodeResult[]) => string;
}

/** A node's measured contrast and the least its text needs, from axe's `color-contrast` check. */
function contrastOf(node: NodeResult): { ratio: number; needed: number } | undefined {
  const data: unknown = [...node.any, ...node.all, ...node.none].find(
    (check) => check.id === 'color-contrast',
  )?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const ratio: unknown = Reflect.get(data, 'contrastRatio');
  const needed = Number.parseFloat(String(Reflect.get(data, 'expectedContrastRatio')));
  if (typeof ratio !== 'number' || !Number.isFinite(needed)) return undefined;
  return { ratio, needed };
}

// Said with one decimal, as ratios usually are, without a trailing ".0" for a whole number.
const ratioWords = (ratio: number) => `${Number(ratio.toFixed(1))}:1`;

/** The text furthest from what it needs, said with its numbers. */
function contrastWords(nodes: readonly NodeResult[]): string {
  const worst = nodes
    .map(contrastOf)
    .filter((c) => c !== undefined)
    .sort((a, b) => a.ratio / a.needed - b.ratio / b.needed)[0];
  const numbers = worst
    ? ` (contrast ${ratioWords(worst.ratio)}, at least ${ratioWords(worst.needed)} is needed)`
    : '';
  return `Some text in this block is hard to read against its background${numbers}: choose another background or image, or ask for the site's colours to be changed.`;
}

/**
 * The axe rules the studio runs on the rendered page (decisions.md #110): what the checks of the
 * page data cannot see. Colour contrast is the page's colours as drawn; a link or button with no
 * name is one whose words come from an image marked decorative, or from nothing.
 */
const rules: Record<string, Rule> = {
  'color-contrast': { check: 'contrast', words: contrastWords },
  'link-name': {
    check: 'link-text',
    words: () =>
      'A link in this block has no words a screen reader can say: give it words, or describe its image.',
  },
  'button-name': {
    check: 'link-text',
    words: () => 'A button in this block has no words a screen reader can say: give it a label.',
  },
};

/** The axe rules to run, by id. */
export const renderedRules = Object.keys(rules);

/**
 * The findings of axe's violations, one per block and rule however many elements it found there
 * (a paragraph of faint text is one thing to fix, not twenty), in page order. `blockOf` says which
 * block a node is in; nodes in none (the site's header and footer, whose colours CI checks) are
 * left out.
 */
export function renderedFindings(
  violations: readonly Pick<Result, 'id' | 'nodes'>[],
  blockOf: (node: NodeResult) => number | undefined,
): RenderedFinding[] {
  const found = new Map<string, { block: number; rule: Rule; nodes: NodeResult[] }>();
  for (const violation of violations) {
    const rule = rules[violation.id];
    if (!rule) continue;
    for (const node of violation.nodes) {
      const block = blockOf(node);
      if (block === undefined) continue;
      const key = `${block} ${violation.id}`;
      const entry = found.get(key) ?? { block, rule, nodes: [] };
      entry.nodes.push(node);
      found.set(key, entry);
    }
  }
  return [...found.values()]
    .sort((a, b) => a.block - b.block)
    .map(({ block, rule, nodes }) => ({ block, check: rule.check, message: rule.words(nodes) }));
}

/**
 * The index of the preview block (`data-studio-block`, PreviewBlock.tsx) a node is in: its
 * element when axe was asked for it, else the element its selector finds in `document`.
 */
export function blockIndexOf(node: NodeResult, document: Document): number | undefined {
  const selector = node.target[0];
  const element =
    node.element ?? (typeof selector === 'string' ? document.querySelector(selector) : null);
  const wrapper = element?.closest<HTMLElement>('[data-studio-block]');
  const index = Number(wrapper?.dataset.studioBlock);
  return wrapper && Number.isInteger(index) ? index : undefined;
}
