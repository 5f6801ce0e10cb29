import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedSchemaCheck } from '../../engine/validation/committed-schemas';
import { listPageFiles } from '../../engine/validation/check-project';
import { checkProject } from '../../app/project';
import type { Problem } from '../../engine/validation/problem';
import { serializePage } from '../../app/project';
import type { ProjectFacts } from './project';
import { buildPage, type NewPage } from './templates';

/** The text of a new page's file: the template's blocks through the one page serializer. */
export function newPageText(page: NewPage, facts: ProjectFacts): string {
  return serializePage(buildPage(page, facts));
}

/**
 * Writes the new page with the one page serializer (as the studio saves it), then validates the
 * whole project exactly as `npm run validate` does (the committed schemas, then the
 * other checks) and returns the new file's problems (none expected).
 */
export async function writePage(
  page: NewPage,
  file: string,
  facts: ProjectFacts,
): Promise<Problem[]> {
  const path = join(facts.root, file);
  const text = newPageText(page, facts);
  writeFileSync(path, text, { flag: 'wx' });
  const pageFiles = listPageFiles(facts.root);
  const { problems } = checkProject({
    root: facts.root,
    schemaCheck: committedSchemaCheck(facts.root),
    pageFiles,
  });
  return problems.filter((p) => p.file === file);
}
