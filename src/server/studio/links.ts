import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listPageFiles } from '../../engine/validation/check-project';
import { linkKey } from '../../engine/paths';
import { isRecord } from '../../schema/is-record';

/** A link found in a file: the JSON Pointer of the object holding its `href`, and its text. */
export interface LinkAt {
  pointer: string;
  label: string;
}

// The text a marketer recognises a link by, in the order blocks and menus name it.
const labelKeys = ['label', 'title', 'heading', 'name'];

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every object under `value` whose `href` leads to `path`, matched as the validator matches links. */
export function linksTo(value: unknown, path: string, pointer: string): LinkAt[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => linksTo(item, path, `${pointer}/${i}`));
  if (!isRecord(value)) return [];
  const own: LinkAt[] = [];
  if (typeof value.href === 'string' && linkKey(value.href) === linkKey(path)) {
    const named = labelKeys.map((k) => value[k]).find((v) => typeof v === 'string' && v !== '');
    own.push({ pointer, label: typeof named === 'string' ? named : value.href });
  }
  const nested = Object.entries(value).flatMap(([k, v]) =>
    linksTo(v, path, `${pointer}/${escape(k)}`),
  );
  return [...own, ...nested];
}

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined; // a broken file links nowhere until it is fixed
  }
};

/** Every page block link and every menu and footer entry of the site config leading to `path`. */
export function linksToPath(root: string, path: string) {
  const pages = listPageFiles(root).flatMap((file) => {
    const page = readJson(root, file);
    const blocks = isRecord(page) ? page.blocks : undefined;
    return linksTo(blocks, path, '/blocks').map((link) => ({ file, ...link }));
  });
  const site = readJson(root, 'site.config.json');
  const entries = isRecord(site)
    ? [...linksTo(site.nav, path, '/nav'), ...linksTo(site.footer, path, '/footer')]
    : [];
  return { pages, site: entries };
}
