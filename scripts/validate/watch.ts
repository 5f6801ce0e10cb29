import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Calls `onChange` once per burst of changes to a JSON file in `dirs` or to `files` (editors
 * write a file in several steps). Runs until the process is stopped (Ctrl+C).
 */
export function watchFiles(
  root: string,
  dirs: readonly string[],
  files: readonly string[],
  onChange: () => void,
): FSWatcher[] {
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 100);
  };
  const watchers = dirs.map((dir) =>
    watch(join(root, dir), (_event, name) => {
      if (name === null || name.endsWith('.json')) changed();
    }),
  );
  // A file is watched through its folder: editors often replace the file rather than write it.
  for (const file of files) {
    const slash = file.lastIndexOf('/');
    const [dir, base] = slash < 0 ? ['.', file] : [file.slice(0, slash), file.slice(slash + 1)];
    watchers.push(
      watch(join(root, dir), (_event, name) => {
        if (name === base) changed();
      }),
    );
  }
  return watchers;
}
