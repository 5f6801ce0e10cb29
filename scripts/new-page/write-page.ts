import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { committedSchemaCheck } from '../../src/engine/build/validation/committed-schemas';
import { checkProject, listPageFiles } from '../../src/engine/build/validation/check-project';
import type { Problem } from '../../src/engine/build/validation/problem';
import type { ProjectFacts } from './project';
import { buildPage, type NewPage } from './templates';

/**
 * Writes the new page, formatted as the repository's formatter wants it, then validates the
 * whole project exactly as `npm run validate` does (the committed schemas, then the
 * other checks) and returns the new file's problems (none expected).
 */
export async function writePage(
  page: NewPage,
  file: string,
  facts: ProjectFacts,
): Promise<Problem[]> {
  const path = join(facts.root, file);
  const text = await format(JSON.stringify(buildPage(page, facts), null, 2), {
    ...(await resolveConfig(path)),
    filepath: path,
  });
  writeFileSync(path, text, { flag: 'wx' });
  const pageFiles = listPageFiles(facts.root);
  const { problems } = checkProject({
    root: facts.root,
    schemaCheck: committedSchemaCheck(facts.root),
    pageFiles,
  });
  return problems.filter((p) => p.file === file);
}
