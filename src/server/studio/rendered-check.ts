import { renderedHealth } from '../../engine/validation/health/rendered-html';
import { parseLocatedJson } from '../../engine/validation/locate';
import type { Problem } from '../../engine/validation/problem';
import type { AnyPage } from '../../schema/page';

/** Each block of a page as the server renders it; undefined where nothing renders (no build). */
export type BlocksRenderer = (page: AnyPage) => Promise<string[] | undefined>;

/**
 * The health findings of a checked page's rendered HTML (decisions.md #112), as problems of
 * `file` located in its `text`: warnings always, since publishing checks the data only (a check
 * the site config raises is an error where the data shows it); none for a check the page records
 * as an exception or one the data checks found at the same field. A renderer that fails adds
 * nothing: the data checks still stand.
 */
export async function renderedProblems(
  checked: { problems: Problem[]; page?: AnyPage; text: string },
  file: string,
  renderBlocks: BlocksRenderer,
  onError: (error: unknown) => void,
): Promise<Problem[]> {
  const { page, text, problems } = checked;
  if (!page) return [];
  let html: string[] | undefined;
  try {
    html = await renderBlocks(page);
  } catch (error) {
    onError(error);
    return [];
  }
  if (!html) return [];
  const excepted = new Set(page.healthExceptions?.map((e) => e.check));
  const found = new Set(problems.map((p) => `${p.check} ${p.pointer}`));
  const parsed = parseLocatedJson(text);
  return renderedHealth(page, html)
    .filter((f) => !excepted.has(f.check) && !found.has(`${f.check} ${f.pointer}`))
    .map((f) => ({
      file,
      ...(parsed.ok ? parsed.json.locate(f.pointer) : { line: 1, col: 1 }),
      ...f,
      severity: 'warning' as const,
    }));
}
