import { isRecord } from '../../schema/is-record';
import type { Path } from './json-pointer';
import { ImagePicker, type ImageValue } from '../pickers/ImagePicker';
import type { MediaApi } from '../pickers/MediaLibrary';
import { listMedia, replaceMedia, saveMediaAlt, uploadImage } from '../studio-api';
import { useReplaceMode } from '../studio-session';
import { undoGroup, useFormEnv } from './form-env';

const media: MediaApi = { list: listMedia, saveAlt: saveMediaAlt, replace: replaceMedia };

const asImage = (value: unknown): ImageValue | undefined =>
  isRecord(value) &&
  typeof value.src === 'string' &&
  typeof value.alt === 'string' &&
  typeof value.width === 'number' &&
  typeof value.height === 'number'
    ? {
        src: value.src,
        alt: value.alt,
        width: value.width,
        height: value.height,
        ...(value.decorative === true ? { decorative: true } : {}),
      }
    : undefined;

/**
 * The picker's value as the page stores it: exactly what the form shows. `decorative: true` only
 * when the box is ticked; an empty alt text without it stays, for validation to point out. A
 * focal point stays while the file does.
 */
function stored(next: ImageValue, previous: unknown) {
  const focus =
    isRecord(previous) && previous.src === next.src && isRecord(previous.focus)
      ? { focus: previous.focus }
      : {};
  return { ...next, ...focus };
}

/**
 * An image field: the picker chooses (from the media library, on the kind the field takes) or
 * uploads the file and asks for its alt text. A picture is replaced everywhere locally, or on a
 * site that publishes without review (published at once, as the editor is told).
 */
export function ImageField({
  id,
  value,
  path,
  optional,
  accepts,
}: {
  id: string;
  value: unknown;
  path: Path;
  optional: boolean;
  accepts: 'image' | 'logo';
}) {
  const { edit } = useFormEnv();
  const replaceMode = useReplaceMode();
  return (
    <ImagePicker
      key={id}
      id={id}
      value={asImage(value)}
      optional={optional}
      accepts={accepts}
      replaceMode={replaceMode}
      onChange={(next) => edit(path, next && stored(next, value), undoGroup(path))}
      media={media}
      upload={uploadImage}
    />
  );
}
