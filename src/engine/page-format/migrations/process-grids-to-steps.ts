import { isJsonObject, type JsonObject, type JsonValue } from '../json-value';
import type { PageMigration } from './page-migration';

// A process section is a feature grid whose author numbered its cards (`"numbered": true`, which
// the schema offered "for steps") and whose content all has a place in a steps block. Anything
// more (an image, points, a link or button on a card, buttons under the grid, fewer than two
// cards, a card without text) keeps it a feature grid, so nothing on a page is lost.

/** Grid fields carried into the steps block as they are. */
const carried = ['id', 'eyebrow', 'heading', 'intro', 'tone'];
/** Grid fields that only lay the cards out; the steps block lays itself out. */
const layout = ['columns', 'variant', 'imageLayout', 'numbered'];

const isEmptyList = (value: JsonValue | undefined) => Array.isArray(value) && value.length === 0;

/** The step a card becomes: title, description as its text, icon; undefined if it holds more. */
function stepOf(card: JsonValue): JsonObject | undefined {
  if (!isJsonObject(card)) return undefined;
  const { title, description, icon, points, ...rest } = card;
  if (Object.keys(rest).length > 0 || (points !== undefined && !isEmptyList(points)))
    return undefined;
  if (typeof title !== 'string' || typeof description !== 'string' || description === '')
    return undefined;
  return { title, text: description, ...(icon === undefined ? {} : { icon }) };
}

/** The steps block a process feature grid becomes, or undefined when the block is not one. */
export function processGridAsSteps(block: JsonValue): JsonObject | undefined {
  if (!isJsonObject(block) || block.type !== 'featureGrid' || block.numbered !== true)
    return undefined;
  const { cards, actions } = block;
  if (actions !== undefined && !isEmptyList(actions)) return undefined;
  const known = ['type', 'cards', 'actions', ...carried, ...layout];
  if (Object.keys(block).some((key) => !known.includes(key))) return undefined;
  if (!Array.isArray(cards) || cards.length < 2) return undefined;
  const steps: JsonObject[] = [];
  for (const card of cards) {
    const step = stepOf(card);
    if (!step) return undefined;
    steps.push(step);
  }
  const kept = Object.entries(block).filter(([key]) => carried.includes(key));
  return { type: 'steps', ...Object.fromEntries(kept), steps };
}

/** Format 1 → 2: numbered feature grids that describe a process become `steps` blocks. */
export const processGridsToSteps: PageMigration = {
  from: 1,
  to: 2,
  describe: 'numbered feature grids that show a process become "steps" blocks',
  migrate: (page) => {
    const { blocks } = page;
    if (!Array.isArray(blocks)) return page;
    return { ...page, blocks: blocks.map((block) => processGridAsSteps(block) ?? block) };
  },
};
