import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files a publish can change, with what tells a change: inode, size, time. */
export function contentState(root: string): Map<string, string> {
  const state = new Map<string, string>();
  const note = (rel: string) => {
    const stat = statSync(join(root, rel), { throwIfNoEntry: false });
    if (stat?.isFile()) state.set(rel, `${stat.ino}:${stat.size}:${stat.mtimeMs}`);
  };
  note('site.config.json');
  // Where an upload records its image's source and licence: committed with the image.
  note('docs/image-sources.md');
  for (const folder of ['pages', 'public/images']) {
    if (!existsSync(join(root, folder))) continue;
    for (const name of readdirSync(join(root, folder)))
      if (!name.startsWith('.')) note(`${folder}/${name}`);
  }
  return state;
}

/** The files whose state differs between two `contentState`s, sorted. */
export const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((f) => before.get(f) !== after.get(f))
    .sort();
