import { blockTypeName } from '../blocks-panel/block-catalog';
import { labelFor, settingLabel } from '../form/labels';
import type { FieldChange, PageDiff } from './page-diff';
import type { ChangeEvent, PageChange } from '../studio-api';
import { formatWhen } from '../when';

/** Where a change stands, in a few words. */
export const stateText: Record<PageChange['state'], string> = {
  review: 'Waiting for review',
  sent_back: 'Sent back to its author',
  scheduled: 'Scheduled',
  publishing: 'Publishing now',
  published: 'Published',
  failed: 'Not published: it failed',
  cancelled: 'Cancelled',
};

const stepText: Record<ChangeEvent['step'], string> = {
  requested: 'asked for review',
  scheduled: 'scheduled it',
  commented: 'commented',
  approved: 'approved',
  sent_back: 'sent it back',
  cancelled: 'cancelled it',
  published: 'published',
  failed: 'failed',
};

/** One step as the studio lists it: who did what, when (on the site's clock, `zone`). */
export const eventText = (event: ChangeEvent, zone?: string) =>
  `${event.actor} ${stepText[event.step]}, ${formatWhen(event.at, zone)}`;

/** When a change is to be published, on the site's clock with its zone named. */
export const whenText = (change: Pick<PageChange, 'publishAt' | 'timeZone'>) =>
  change.publishAt ? formatWhen(change.publishAt, change.timeZone) : 'As soon as it is approved';

/** What a change does to its page. */
export const actionText = (change: PageChange) =>
  change.action === 'publish' ? 'Publish changes' : 'Remove the page';

/** "cards" → "card", "entries" → "entry": one item of a list field, in words. */
const itemNoun = (list: string) =>
  list.endsWith('ies') ? `${list.slice(0, -3)}y` : list.endsWith('s') ? list.slice(0, -1) : list;

const counted = (n: number, noun: string, plural: string) => `${n} ${n === 1 ? noun : plural}`;

/**
 * The fields that differ, in words, one phrase per field: "heading changed", "2 cards added",
 * "card 1 changed". A list's items added or removed are counted, never quoted.
 */
export function fieldWords(
  changes: readonly FieldChange[],
  label = settingLabel,
  quote = false,
): string[] {
  const byField = new Map<string, FieldChange[]>();
  for (const change of changes) {
    const key = change.path[0] ?? '';
    byField.set(key, [...(byField.get(key) ?? []), change]);
  }
  return [...byField].flatMap(([key, found]) => {
    const name = label(key).toLowerCase();
    const items = found.filter((c) => c.path.length > 1 && /^\d+$/.test(c.path[1]!));
    if (items.length === 0) {
      const [only] = found;
      const text = only?.path.length === 1 ? only.after : undefined;
      return [
        quote && typeof text === 'string' && text.trim() !== ''
          ? `${name} changed to “${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`
          : `${name} changed`,
      ];
    }
    const one = itemNoun(name);
    const added = items.filter((c) => c.path.length === 2 && c.before === undefined).length;
    const removed = items.filter((c) => c.path.length === 2 && c.after === undefined).length;
    const edited = [
      ...new Set(
        items
          .filter((c) => c.path.length > 2 || (c.before !== undefined && c.after !== undefined))
          .map((c) => Number(c.path[1])),
      ),
    ];
    return [
      ...(added ? [`${counted(added, one, name)} added`] : []),
      ...(removed ? [`${counted(removed, one, name)} removed`] : []),
      ...(edited.length === 1
        ? [`${one} ${edited[0]} changed`]
        : edited.length > 1
          ? [`${counted(edited.length, one, name)} changed`]
          : []),
    ];
  });
}

// The schema reference and the format version (changed only by `npm run migrate`) are not for people.
const unshownSettings = new Set(['$schema', 'format']);

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A comparison of two versions of a page in words, one line per setting or block:
 * "Title changed", "Feature grid: 2 cards added", "Hero added (block 1)". Block names are the
 * block picker's; nothing is shown as data. With `quote` (for a reviewer), a text field changed
 * is quoted as it becomes: "Hero: heading changed to “Fast VPS”".
 */
export function diffWords(diff: PageDiff, quote = false): string[] {
  const shown = diff.settings.filter((c) => !unshownSettings.has(c.path[0] ?? ''));
  const settings = fieldWords(shown, settingLabel, quote).map(capital);
  const blocks = diff.blocks.map((change) => {
    const name = blockTypeName(change.type);
    switch (change.kind) {
      case 'added':
        return `${name} added (block ${change.at})`;
      case 'removed':
        return `${name} removed (was block ${change.at})`;
      case 'moved':
        return `${name} moved from block ${change.from} to block ${change.to}`;
      case 'changed': {
        const words = fieldWords(change.fields, labelFor, quote);
        return `${name}: ${words.length ? words.join(', ') : 'changed'}`;
      }
    }
  });
  return [...settings, ...blocks];
}
