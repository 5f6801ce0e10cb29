import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject, inProcessSchemaCheck } from '../../app/project';
import type { SchemaCheck } from '../../engine/validation/ajv';
import type { Problem } from '../../engine/validation/problem';
import type { ContentRemote } from './content-remote';

/**
 * Checks the content of a commit as `npm run validate` would, before it is served: its files are
 * written to a folder of their own and checked there, so the checkout and what is served never
 * hold a commit that fails. Gives its problems, with file, line and message; each
 * commit is checked once.
 */
export function commitChecker(remote: ContentRemote) {
  let schemaCheck: SchemaCheck | undefined;
  const known = new Map<string, Problem[]>();
  return async (commit: string): Promise<Problem[]> => {
    const cached = known.get(commit);
    if (cached) return cached;
    const dir = mkdtempSync(join(tmpdir(), 'aruvi-content-check-'));
    try {
      await remote.exportTo(commit, dir);
      const { problems, site } = checkProject({
        root: dir,
        schemaCheck: (schemaCheck ??= inProcessSchemaCheck()),
      });
      const found: Problem[] =
        problems.length > 0 || site
          ? problems
          : [{ file: 'site.config.json', line: 1, col: 1, pointer: '', message: 'missing' }];
      if (known.size > 100) known.clear();
      known.set(commit, found);
      return found;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
