import { existsSync, readFileSync } from 'node:fs';
import type { Problem } from '../../engine/validation/problem';
import { serializePage, serializeSiteConfig } from '../../app/project';
import { checkCandidate } from './check-files';
import {
  discardTemp,
  fileVersion,
  fileWords,
  publishTemp,
  tempPathFor,
  writeTemp,
  type StudioFile,
} from './file-access';

import { checkImage } from './image-check';

export type SaveResult =
  | { status: 200; version: string }
  | { status: 409; message: string; version: string | null }
  | { status: 422; message: string; problems: Problem[] };

/** The file's text now, which the serializer rewrites in place; undefined for a new file. */
export const currentText = (file: StudioFile) =>
  existsSync(file.abs) ? readFileSync(file.abs, 'utf8') : undefined;

/**
 * The text to write: JSON files through the one serializer, over the file's current text so only
 * the changed values' lines change; images (SVG text) as sent.
 */
function canonicalText(file: StudioFile, text: string): string {
  if (file.kind === 'image') return text;
  const value: unknown = JSON.parse(text);
  const current = currentText(file);
  return file.kind === 'page' ? serializePage(value, current) : serializeSiteConfig(value, current);
}

/**
 * Saves `text` as `file` if nobody changed the file since `baseVersion` (null: it must not exist
 * yet) and, for a page or the config, if it passes the same validation as `npm run validate`; an
 * image passes the same checks as an upload (`checkImage`, which throws the refusal).
 * The candidate is written to a temp file beside the target, checked there, then renamed over
 * it, so the file on disk is always whole: the old text or the new.
 */
export function saveFile(
  root: string,
  file: StudioFile,
  text: string,
  baseVersion: string | null,
): SaveResult {
  if (file.kind === 'image') checkImage(file.rel, Buffer.from(text, 'utf8'));
  // Everything below is synchronous, so no other save runs between this check and the rename.
  const current = fileVersion(file.abs);
  if (current !== baseVersion)
    return {
      status: 409,
      message: `${fileWords(file)} was changed by someone else since it was opened; reload it before saving`,
      version: current,
    };
  const temp = tempPathFor(file.abs);
  try {
    writeTemp(temp, text);
    if (file.kind !== 'image') {
      const problems = checkCandidate(root, file, temp);
      if (problems.length > 0)
        return {
          status: 422,
          message: `${fileWords(file)} was not saved: it has problems`,
          problems,
        };
      discardTemp(temp);
      writeTemp(temp, canonicalText(file, text));
    }
    publishTemp(temp, file.abs);
  } finally {
    discardTemp(temp);
  }
  return { status: 200, version: fileVersion(file.abs) ?? '' };
}
