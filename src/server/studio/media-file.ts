import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { mediaFileRel, mediaFileSchema, type MediaEntry, type MediaFile } from '../../schema/media';
import { HttpError } from '../http/http-error';
import { discardTemp, publishTemp, tempPathFor, writeTemp } from './file-access';

/** The media file's path, or undefined when it leads outside the project (a symlink). */
function mediaFilePath(root: string): string | undefined {
  const abs = join(realpathSync(root), mediaFileRel);
  if (existsSync(abs) && lstatSync(abs).isSymbolicLink()) return undefined;
  return abs;
}

/**
 * The media file's entries, checked with its schema: none when there is no file yet; every
 * problem listed (`public/images/media.json → media./images/x.svg.alt: …`) when it does not
 * validate.
 */
export function parseMediaFile(text: string): MediaFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(422, `${mediaFileRel} is not JSON: ${(error as Error).message}`);
  }
  const parsed = mediaFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    // A key the record refuses is told as what it should be.
    const message = issue.code === 'invalid_key' ? "must be a picture's address" : issue.message;
    return `${mediaFileRel} → ${issue.path.map(String).join('.')}: ${message}`;
  });
  throw new HttpError(422, problems.join('; '));
}

/** The media file of `root` as it is on disk (empty when there is none). */
export function readMediaFile(root: string): MediaFile {
  const abs = mediaFilePath(root);
  if (!abs || !existsSync(abs)) return { media: {} };
  return parseMediaFile(readFileSync(abs, 'utf8'));
}

/** The file's text: entries sorted by address, so a change is one line of the diff. */
export function mediaFileText(file: MediaFile): string {
  const media = Object.fromEntries(
    Object.entries(file.media).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify({ ...file, media }, null, 2)}\n`;
}

/** Keeps `entry` as the alt text of `src` (checked first), written whole. */
export function writeMediaEntry(root: string, src: string, entry: MediaEntry): MediaFile {
  const abs = mediaFilePath(root);
  if (!abs) throw new HttpError(403, `${mediaFileRel} leads outside the project`);
  const current = readMediaFile(root);
  const next = parseMediaFile(
    JSON.stringify({ ...current, media: { ...current.media, [src]: entry } }),
  );
  const temp = tempPathFor(abs);
  try {
    writeTemp(temp, mediaFileText(next));
    publishTemp(temp, abs);
  } finally {
    discardTemp(temp);
  }
  return next;
}
