import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listPageFiles } from '../../engine/validation/check-project';
import { isRecord } from '../../schema/is-record';
import { checkAll } from './check-files';

/** One row of the studio's page list. */
export interface PageSummary {
  file: string;
  path: string | null;
  title: string | null;
  problems: number;
  /** Health warnings (decisions.md #104): worth fixing, publishing still works. */
  warnings: number;
  /** On the running site: views and enquiries of the last 30 days. */
  views?: number;
  enquiries?: number;
  /** The page tests a version of one of its blocks. */
  testing?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

// The home page first, then by path (a page without one last, by file), as a marketer scans them.
const rank = (page: PageSummary) => (page.path === '/' ? 0 : page.path === null ? 2 : 1);
const byPath = (a: PageSummary, b: PageSummary) =>
  rank(a) - rank(b) || (a.path ?? '').localeCompare(b.path ?? '') || a.file.localeCompare(b.file);

/**
 * Every page file with its path, title and how many problems and health warnings validation
 * finds in it: the home
 * page first, then by path.
 */
export function listPages(root: string, checked = checkAll(root)): PageSummary[] {
  const { problems, warnings } = checked;
  const pages = listPageFiles(root).map((file) => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(root, file), 'utf8'));
    } catch {
      value = undefined; // a syntax error is among the file's problems
    }
    return {
      file,
      path: isRecord(value) ? text(value.path) : null,
      title: isRecord(value) ? text(value.title) : null,
      problems: problems.filter((p) => p.file === file).length,
      warnings: warnings.filter((p) => p.file === file).length,
      ...(isRecord(value) && isRecord(value.experiment) ? { testing: true } : {}),
    };
  });
  return pages.sort(byPath);
}
