import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listPageFiles } from '../../engine/validation/check-project';
import { resolvePlaceholders } from '../../engine/validation/placeholders';
import { walkStrings } from '../../engine/validation/walk';
import { isRecord } from '../../schema/is-record';
import { mediaKindOf } from '../../schema/media';

/** A place that shows a picture: a page (by its title and address) or a part of the site. */
export type MediaUse = { page: { title: string; path: string } } | { site: string };

// The parts of the site config a marketer knows by name; anything else is its settings.
const siteParts: Record<string, string> = { nav: 'Menu', footer: 'Footer' };

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined; // a broken file shows nothing until it is fixed
  }
};

/**
 * Where each picture is shown, by its address: the pages naming it anywhere in their blocks (by
 * title, company facts filled in, and path), then the menu, the footer and the site settings
 * naming it in the site config. The footer's social network links show their network's logo.
 */
export function mediaUsage(root: string): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  const add = (src: string, use: MediaUse) => {
    const list = uses.get(src) ?? [];
    const key = JSON.stringify(use);
    if (!list.some((u) => JSON.stringify(u) === key)) list.push(use);
    uses.set(src, list);
  };
  const site = readJson(root, 'site.config.json');
  const pages = listPageFiles(root)
    .map((file) => readJson(root, file))
    .filter(isRecord)
    .filter((page) => typeof page.path === 'string')
    .sort((a, b) => String(a.path).localeCompare(String(b.path)));
  for (const page of pages) {
    const raw = typeof page.title === 'string' ? page.title : String(page.path);
    const title = resolvePlaceholders(raw, site, []);
    const use = {
      page: { title: typeof title === 'string' ? title : raw, path: String(page.path) },
    };
    walkStrings(page.blocks, (text) => {
      if (mediaKindOf(text)) add(text, use);
    });
  }
  if (isRecord(site)) {
    for (const [key, value] of Object.entries(site))
      walkStrings(value, (text) => {
        if (mediaKindOf(text)) add(text, { site: siteParts[key] ?? 'Site settings' });
      });
    const company = isRecord(site.company) ? site.company : {};
    for (const social of Array.isArray(company.social) ? company.social : [])
      if (isRecord(social) && typeof social.network === 'string')
        add(`/logos/social-${social.network}.svg`, { site: 'Footer' });
  }
  return uses;
}
