import { relative } from 'node:path';
import { listPageFiles } from '../../engine/validation/check-project';
import { contentFileChecks as cache, contentSchemaCheck as schemas } from '../publish/file-checks';
import { checkProject } from '../../app/project';
import type { Problem } from '../../engine/validation/problem';
import type { AnySite } from '../../engine/site-definition';
import type { AnyPage } from '../../schema/page';
import type { StudioFile } from './file-access';

// The same checks `npm run validate` and the dev overlay run (in-process JSON Schema like the
// dev overlay, so no child process per save), compiled once and shared with the publisher.

/**
 * Every problem of the project as it is on disk, and its health warnings (decisions.md #104),
 * as `npm run validate` finds them.
 */
export function checkAll(root: string): { problems: Problem[]; warnings: Problem[] } {
  const { problems, warnings } = checkProject({ root, schemaCheck: schemas(), cache });
  return { problems, warnings };
}

/**
 * The problems `file` would have if `temp` (its candidate text, already on disk beside it)
 * replaced it, checked with every other page and the config as they are: cross-page rules such
 * as unique paths and links see the candidate in its place. Problems are reported under the
 * file's own name. `pendingImages` count as present (uploads a publish naming them will write).
 * `withWarnings` adds the health warnings after the errors (decisions.md #104): what blocks a
 * write is the errors alone.
 */
export function checkCandidate(
  root: string,
  file: StudioFile,
  temp: string,
  pendingImages?: ReadonlySet<string>,
  options: { withWarnings?: boolean } = {},
): Problem[] {
  return checkCandidateData(root, file, temp, pendingImages, options).problems;
}

/**
 * `checkCandidate`'s problems, and the candidate page as it parsed (defaults applied, site facts
 * and stored alt texts filled) when it did, with the site config's raised health checks.
 */
export function checkCandidateData(
  root: string,
  file: StudioFile,
  temp: string,
  pendingImages?: ReadonlySet<string>,
  { withWarnings = false }: { withWarnings?: boolean } = {},
): { problems: Problem[]; page?: AnyPage; site?: AnySite } {
  const tempRel = relative(root, temp);
  const pageFiles = listPageFiles(root).filter((f) => f !== file.rel);
  const { problems, warnings, pages, site } = checkProject({
    root,
    schemaCheck: schemas(),
    pageFiles: file.kind === 'page' ? [...pageFiles, tempRel] : pageFiles,
    siteFile: file.kind === 'site' ? tempRel : 'site.config.json',
    cache,
    pendingImages,
  });
  cache.delete(tempRel);
  return {
    problems: [...problems, ...(withWarnings ? warnings : [])]
      .filter((p) => p.file === tempRel)
      .map((p) => ({ ...p, file: file.rel })),
    page: pages.find((p) => p.file === tempRel)?.page,
    site,
  };
}
