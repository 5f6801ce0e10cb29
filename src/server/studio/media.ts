import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  mediaEntrySchema,
  mediaKindOf,
  mediaSrcPattern,
  readableName,
  type MediaKind,
} from '../../schema/media';
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
import { recordImageSource, type ImageCredit } from './image-sources';
import { imageTypeOf } from './image-type';
import { readMediaFile, writeMediaEntry } from './media-file';
import { mediaUsage } from './media-usage';

/** The picture files of one folder under public/ (subfolders too), by the address pages use. */
function picturesIn(root: string, folder: 'images' | 'logos'): string[] {
  const dir = join(root, 'public', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => !name.split('/').some((s) => s.startsWith('.')))
    .filter((name) => imageTypeOf(name) !== undefined)
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort()
    .map((name) => `/${folder}/${name}`);
}

/**
 * Every picture of the site, the images and then the logos, each with its readable name, kind,
 * size, stored alt text (when it has one) and the places that show it.
 */
export function listMedia(root: string) {
  const { media } = readMediaFile(root);
  const usage = mediaUsage(root);
  return [...picturesIn(root, 'images'), ...picturesIn(root, 'logos')].map((src) => {
    const bytes = readFileSync(join(root, 'public', src));
    return {
      src,
      kind: mediaKindOf(src) as MediaKind,
      name: readableName(src),
      ...dimensions(bytes),
      bytes: bytes.length,
      ...(media[src] ? { alt: media[src].alt, decorative: media[src].decorative === true } : {}),
      usedOn: usage.get(src) ?? [],
    };
  });
}

/** The body of a change of a picture's stored alt text. */
/**
 * Keeps the alt text of a picture the site has (404 for another address); refused with a
 * sentence (400) when it has none and is not decorative.
 */
export function saveMediaAlt(
  root: string,
  body: { src: string; alt: string; decorative: boolean },
) {
  const src = knownPicture(root, body.src);
  const alt = body.decorative ? '' : body.alt.replace(/\s+/g, ' ').trim();
  const entry = mediaEntrySchema.safeParse(body.decorative ? { alt, decorative: true } : { alt });
  if (!entry.success)
    throw new HttpError(400, 'Describe what the picture shows, or mark it as decorative.');
  writeMediaEntry(root, src, entry.data);
  return { src, alt, decorative: body.decorative };
}

/** `src` when the site has that picture; else a 400 or 404 with a sentence. */
function knownPicture(root: string, src: string | null): string {
  if (!src || !mediaSrcPattern.test(src) || src.includes('/..'))
    throw new HttpError(400, 'Say which picture, e.g. /images/cloud.svg.');
  const folder = src.startsWith('/logos/') ? 'logos' : 'images';
  if (!picturesIn(root, folder).includes(src))
    throw new HttpError(404, `The site has no picture at ${src}.`);
  return src;
}

/** "photo.jpg" → "a JPEG file": a type as a person names it. */
const typeName = (name: string) => {
  const extension = name.slice(name.lastIndexOf('.') + 1).toUpperCase();
  const type = extension === 'JPG' ? 'JPEG' : extension;
  return `a${/^[AEFHILMNORSX]/.test(type) ? 'n' : ''} ${type} file`;
};

// Another shape would stretch or squeeze the picture on the pages, which keep its width and height.
const sameShape = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width / a.height - b.width / b.height) <= 0.02 * (a.width / a.height);

/**
 * New content for an image under public/images, at the same address, so every page showing it
 * shows the new one: of the same type (415) and shape (422) as the old, passing the upload's
 * checks; its source and licence replace the old one's in docs/image-sources.md. Logos come from
 * icon packages (`npm run logos`) and are not replaced here (403).
 */
export function replaceImage(
  root: string,
  requested: string | null,
  contentType: string,
  bytes: Buffer,
  credit: ImageCredit,
  original?: string,
) {
  const src = knownPicture(root, requested);
  if (src.startsWith('/logos/'))
    throw new HttpError(403, 'A logo comes from an icon package and is updated with it, not here.');
  const resolved = resolveStudioPath(root, `public${src}`);
  if (!resolved.ok) throw new HttpError(403, resolved.reason);
  const expected = imageTypeOf(src);
  const sent = contentType.split(';')[0]?.trim().toLowerCase();
  if (sent !== expected)
    throw new HttpError(
      415,
      `The new file must be of the same type as the old one: ${typeName(src)}.`,
    );
  const size = checkImage(src, bytes);
  const old = dimensions(readFileSync(resolved.file.abs));
  if (old.width && old.height && !sameShape(size, { width: old.width, height: old.height }))
    throw new HttpError(
      422,
      `The new picture is ${size.width} × ${size.height}, the old one ${old.width} × ${old.height}: pick one of the same shape, or upload it as a new image.`,
    );
  const sources = imageSourcesFile(root);
  if (!sources) throw new HttpError(403, 'docs/image-sources.md leads outside the project');
  const name = src.slice('/images/'.length);
  if (!readFileSync(resolved.file.abs).equals(bytes)) {
    const temp = tempPathFor(resolved.file.abs);
    try {
      writeTemp(temp, bytes);
      publishTemp(temp, resolved.file.abs);
    } finally {
      discardTemp(temp);
    }
  }
  recordImageSource(sources, name, original || name, credit, true);
  return { status: 200, src, width: size.width, height: size.height };
}
