import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HttpError } from '../http/http-error';
import {
  discardTemp,
  imageSourcesFile,
  publishTemp,
  resolveStudioPath,
  tempPathFor,
  writeTemp,
} from './file-access';
import { checkImage, dimensions } from './image-check';
import { extensionOf, imageTypeOf, imageTypes } from './image-type';
import { recordImageSource, type ImageCredit } from './image-sources';

/** Every image under public/images (subfolders too) with its size on screen and on disk. */
export function listImages(root: string) {
  const dir = join(root, 'public/images');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => !name.split('/').some((s) => s.startsWith('.')))
    .filter((name) => imageTypeOf(name) !== undefined)
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
  return files.map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { src: `/images/${name}`, ...dimensions(bytes), bytes: bytes.length };
  });
}

/** "My Photo (1).PNG" → "my-photo-1.png": lower case, a–z, 0–9 and "-". */
export function slugifyImageName(name: string): string {
  if (/[/\\]/.test(name)) throw new HttpError(400, `"${name}" must be a file name, not a path`);
  const extension = extensionOf(name).toLowerCase();
  const base = name
    .slice(0, name.length - extension.length - (extension ? 1 : 0))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!imageTypeOf(name))
    throw new HttpError(415, `"${name}" is not a ${Object.keys(imageTypes).join(', ')} file`);
  if (!base) throw new HttpError(400, `"${name}" needs letters or digits before the extension`);
  return `${base}.${extension}`;
}

/**
 * An upload checked as every upload is: its bytes must be the type its name and the request's
 * Content-Type say and pass `checkImage`. Answers its name under public/images, its answer, and
 * the bytes of the file already there under that name, if any.
 */
export function checkedUpload(root: string, name: string, contentType: string, bytes: Buffer) {
  const slug = slugifyImageName(name);
  const expected = imageTypeOf(slug);
  const sent = contentType.split(';')[0]?.trim().toLowerCase();
  // The name's type is known: slugifyImageName refused any other name.
  if (!expected || sent !== expected)
    throw new HttpError(415, `"${name}" must be sent as ${expected}, not ${sent || 'no type'}`);
  const size = checkImage(slug, bytes);
  const resolved = resolveStudioPath(root, `public/images/${slug}`);
  if (!resolved.ok) throw new HttpError(403, resolved.reason);
  const answer = { src: `/images/${slug}`, width: size.width, height: size.height };
  const existing = existsSync(resolved.file.abs) ? readFileSync(resolved.file.abs) : undefined;
  return { slug, type: expected, answer, file: resolved.file, existing };
}

/** The refusal of an upload under a name another picture has. */
export const nameTaken = (rel: string) =>
  new HttpError(409, `${rel} already exists with other content; rename the file`);

/**
 * Stores an uploaded image under public/images and records where it comes from (`credit`) in
 * docs/image-sources.md, after `checkedUpload`'s checks; an existing file is never replaced (the
 * same bytes again are fine, and get a record if they have none).
 */
export function uploadImage(
  root: string,
  name: string,
  contentType: string,
  bytes: Buffer,
  credit: ImageCredit,
) {
  const { slug, answer, file, existing } = checkedUpload(root, name, contentType, bytes);
  const sources = imageSourcesFile(root);
  if (!sources) throw new HttpError(403, 'docs/image-sources.md leads outside the project');
  const record = () => recordImageSource(sources, slug, name, credit);
  // Synchronous from the existence check to the rename: no other upload lands in between.
  if (existing) {
    if (!existing.equals(bytes)) throw nameTaken(file.rel);
    record();
    return { status: 200, ...answer };
  }
  mkdirSync(join(root, 'public/images'), { recursive: true });
  const temp = tempPathFor(file.abs);
  try {
    writeTemp(temp, bytes);
    publishTemp(temp, file.abs);
  } finally {
    discardTemp(temp);
  }
  record();
  return { status: 201, ...answer };
}
