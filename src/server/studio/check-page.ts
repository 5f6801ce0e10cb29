import type { Problem } from '../../engine/validation/problem';
import { serializePage } from '../../app/project';
import { checkCandidate, checkCandidateData } from './check-files';
import { discardTemp, tempPathFor, writeTemp, type StudioFile } from './file-access';
import { currentText } from './save-file';

/**
 * The text a page would be saved as (so problems name its lines); a value the serializer cannot
 * order is checked as sent.
 */
function candidateText(file: StudioFile, page: unknown): string {
  try {
    return serializePage(page, currentText(file));
  } catch {
    return `${JSON.stringify(page, null, 2)}\n`;
  }
}

/**
 * The problems `page` would have if it were saved as `file`, with every other page and the
 * config as on disk (also for a file that does not exist yet). The candidate lives in a hidden
 * temp file with a random name beside the target only while it is checked: page lists take only
 * `*.json`, so nothing else sees it, and two checks never share one. `pendingImages` count as
 * present (uploads the publish naming them will write). Only errors, unless `withWarnings`.
 */
export function checkPage(
  root: string,
  file: StudioFile,
  page: unknown,
  pendingImages?: ReadonlySet<string>,
  options?: { withWarnings?: boolean },
): Problem[] {
  return checkText(root, file, candidateText(file, page), pendingImages, options);
}

/** `checkPage`, with the page as it parsed and the text its problems are located in. */
export function checkPageData(
  root: string,
  file: StudioFile,
  page: unknown,
  pendingImages?: ReadonlySet<string>,
  options?: { withWarnings?: boolean },
) {
  const text = candidateText(file, page);
  const temp = tempPathFor(file.abs);
  try {
    writeTemp(temp, text);
    return { ...checkCandidateData(root, file, temp, pendingImages, options), text };
  } finally {
    discardTemp(temp);
  }
}

/** The problems `text` would have as `file` (a page or the site config), as `checkPage`. */
export function checkText(
  root: string,
  file: StudioFile,
  text: string,
  pendingImages?: ReadonlySet<string>,
  options?: { withWarnings?: boolean },
): Problem[] {
  const temp = tempPathFor(file.abs);
  try {
    writeTemp(temp, text);
    return checkCandidate(root, file, temp, pendingImages, options);
  } finally {
    discardTemp(temp);
  }
}
