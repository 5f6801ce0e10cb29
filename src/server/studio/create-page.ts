import { existsSync, readFileSync } from 'node:fs';
import type { Problem } from '../../engine/validation/problem';
import { serializePage } from '../../app/project';
import { isRecord } from '../../schema/is-record';
import { fileFor, templates } from '../new-page/checks';
import { newPageProblems, type FieldProblem } from '../new-page/new-page-problems';
import { readProject } from '../new-page/project';
import { newPageText } from '../new-page/write-page';
import { HttpError } from '../http/http-error';
import { resolveStudioPath, type StudioFile } from './file-access';
import { saveFile } from './save-file';

/** What creating a page answers: the new file, or why nothing was written. */
export type CreateResult =
  | { status: 201; file: string; version: string }
  | { status: 409; message: string }
  | { status: 422; problems: FieldProblem[] | Problem[]; message?: string };

/** A new page's file and text, or why it cannot be made (nothing written either way). */
export type PlannedPage =
  { status: 200; file: string; text: string } | { status: 422; problems: FieldProblem[] };

/** Writes `text` as a file that must not exist yet, if it validates (saveFile's checks). */
export function publishNew(root: string, planned: PlannedPage): CreateResult {
  if (planned.status !== 200) return planned;
  const { file: rel, text } = planned;
  const resolved = resolveStudioPath(root, rel);
  if (!resolved.ok) throw new HttpError(403, resolved.reason);
  const saved = saveFile(root, resolved.file, text, null);
  if (saved.status === 200) return { status: 201, file: rel, version: saved.version };
  if (saved.status === 409)
    return {
      status: 409,
      message:
        'A page at this address was made by someone else meanwhile; open it from the page list',
    };
  return saved;
}

/** A page from a `npm run new-page` template, with the same refusals and messages. */
export function plannedPage(
  root: string,
  given: { template: string; path: string; title: string; description: string; file?: string },
): PlannedPage {
  const facts = readProject(root);
  const problems = newPageProblems(given, facts);
  const template = templates.find((t) => t === given.template);
  if (problems.length > 0 || !template) return { status: 422, problems };
  const file = given.file ?? fileFor(given.path);
  return { status: 200, file, text: newPageText({ ...given, template }, facts) };
}

/**
 * A copy of the page in `from` under a new path and title (and description: every page needs
 * its own, so without one the copy is refused with the reason). A canonical URL is not copied:
 * it must be unique too, and the copy's own path is its canonical.
 */
export function plannedCopy(
  root: string,
  from: StudioFile,
  given: { path: string; title: string; description?: string; file?: string },
): PlannedPage {
  if (from.kind !== 'page') throw new HttpError(403, `${from.rel} is not a page file`);
  if (!existsSync(from.abs))
    throw new HttpError(404, 'The page to copy no longer exists: someone else deleted it');
  let original: unknown;
  try {
    original = JSON.parse(readFileSync(from.abs, 'utf8'));
  } catch {
    throw new HttpError(422, `${from.rel} is not valid JSON; fix it before copying it`);
  }
  if (!isRecord(original)) throw new HttpError(422, `${from.rel} is not a page object`);
  const facts = readProject(root);
  const description =
    given.description ?? (typeof original.description === 'string' ? original.description : '');
  const problems = newPageProblems({ ...given, description }, facts);
  if (problems.length > 0) return { status: 422, problems };
  const kept = Object.entries(original).filter(([key]) => key !== 'canonical');
  const copy = { ...Object.fromEntries(kept), path: given.path, title: given.title, description };
  return { status: 200, file: given.file ?? fileFor(given.path), text: serializePage(copy) };
}
