import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../app/project';
import { contentFileChecks, contentSchemaCheck } from './file-checks';
import type { Problem } from '../../engine/validation/problem';
import type { SiteContent } from '../chat/content';
import type { ContentRemote } from './content-remote';

/**
 * Checks the content of a commit as `npm run validate` would, before it is served: its files are
 * written to a folder of their own and checked there, so the checkout and what is served never
 * hold a commit that fails. Gives its problems, with file, line and message, and keeps the content
 * of a commit that passes, so serving it does not read and check it again; each commit is checked
 * once.
 */
export function commitChecker(remote: ContentRemote) {
  const known = new Map<string, Checked>();
  const checkCommit = async (commit: string): Promise<Checked> => {
    const cached = known.get(commit);
    if (cached) return cached;
    const dir = mkdtempSync(join(tmpdir(), 'aruvi-content-check-'));
    try {
      await remote.exportTo(commit, dir);
      const { problems, site, pages } = checkProject({
        root: dir,
        schemaCheck: contentSchemaCheck(),
        // Each file's own checks are kept by its text: a commit that changed one page has that
        // page checked alone, then the rules across pages.
        cache: contentFileChecks,
      });
      const found: Problem[] =
        problems.length > 0 || site
          ? problems
          : [{ file: 'site.config.json', line: 1, col: 1, pointer: '', message: 'missing' }];
      const checked: Checked =
        site && found.length === 0
          ? { problems: [], content: { site, pages: pages.map((entry) => entry.page) } }
          : { problems: found };
      if (known.size > 100) known.clear();
      known.set(commit, checked);
      return checked;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    /** The commit's problems (none: it may be served). */
    problems: async (commit: string) => (await checkCommit(commit)).problems,
    /** The commit's validated content, when it was checked already (to render it unread). */
    content: (commit: string) => known.get(commit)?.content,
  };
}

interface Checked {
  problems: Problem[];
  content?: SiteContent;
}
