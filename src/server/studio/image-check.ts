import { imageSize } from 'image-size';
import { decodesWhole } from '../../engine/tooling/images/variants';
import { HttpError } from '../http/http-error';
import { imageTypeOf, imageTypes, sniffImageType } from './image-type';
import { unsafeSvg } from './svg-safety';

/** The width and height of an image, or nulls when they cannot be read from it. */
export function dimensions(bytes: Uint8Array): { width: number | null; height: number | null } {
  try {
    const size = imageSize(bytes);
    return { width: size.width, height: size.height };
  } catch {
    return { width: null, height: null };
  }
}

/**
 * The one check for every image the studio writes under public/images, uploaded or saved: its
 * bytes are the type its name says (415), an SVG holds nothing that runs or loads another file
 * and its size can be read (422). Answers its width and height.
 */
export function checkImage(name: string, bytes: Uint8Array): { width: number; height: number } {
  const expected = imageTypeOf(name);
  if (!expected)
    throw new HttpError(415, `"${name}" is not a ${Object.keys(imageTypes).join(', ')} file`);
  const sniffed = sniffImageType(bytes);
  if (sniffed !== expected)
    throw new HttpError(415, `the file is ${sniffed ?? 'not an image we accept'}, not ${expected}`);
  const unsafe = expected === 'image/svg+xml' ? unsafeSvg(bytes) : undefined;
  if (unsafe) throw new HttpError(422, `the SVG was refused: ${unsafe}`);
  const { width, height } = dimensions(bytes);
  if (width === null || height === null)
    throw new HttpError(422, `the width and height of "${name}" cannot be read`);
  return { width, height };
}

/**
 * A photo (any image but SVG) must decode whole: the build makes its smaller copies from it, and
 * a file cut short or damaged would fail there, at publish, instead of here (422).
 */
export async function checkDecodes(name: string, bytes: Buffer): Promise<void> {
  // Bytes not of the name's type are refused by checkImage, with its own reason.
  const type = imageTypeOf(name);
  if (!type || type === 'image/svg+xml' || sniffImageType(bytes) !== type) return;
  if (await decodesWhole(bytes)) return;
  throw new HttpError(
    422,
    'The picture could not be read whole: the file looks damaged or cut short. Save or export it again, then upload it anew.',
  );
}
