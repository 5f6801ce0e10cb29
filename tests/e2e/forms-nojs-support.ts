import type { Page as SitePage } from '../../src/schema/page';
import { isRecord } from '../../src/schema/is-record';
import { pages } from './content';

/** A page with a button opening a form dialog, and the button's label, read from the pages. */
export function dialogOpener(name: string): { path: string; label: string } {
  const find = (value: unknown): string | undefined => {
    if (Array.isArray(value)) return value.map(find).find((label) => label !== undefined);
    if (!isRecord(value)) return undefined;
    if (value.opens === name && typeof value.label === 'string') return value.label;
    return Object.values(value)
      .map(find)
      .find((label) => label !== undefined);
  };
  for (const page of pages satisfies SitePage[]) {
    const label = find(page.blocks);
    if (label) return { path: page.path, label };
  }
  throw new Error(`no page has a button opening "${name}"`);
}
