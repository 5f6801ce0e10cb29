import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkDecodes, dimensions } from '../studio/image-check';
import { creditFrom, recordImageSource } from '../studio/image-sources';
import { checkedUpload, listImages, nameTaken } from '../studio/images';
import { HttpError } from '../http/http-error';
import type { StudioAnswer, StudioHandler, StudioHandlers } from '../studio/api-routes';
import type { StudioEndpoints } from '../../schema/api/studio';
import { imageSourcesFile } from '../studio/file-access';
import { writeWhole } from '../publish/write-whole';
import { listMedia } from '../studio/media';
import { readableName } from '../../schema/media';
import { purgeOldUploads, srcOf } from '../studio/waiting-purges';
import type { PendingUpload, Storage, User } from '../storage/types';
import type { Publish } from './studio-drafts';

/** The addresses of the uploads no publish has used yet: the checks count them as present. */
export async function pendingImages(storage: Storage): Promise<Set<string>> {
  return new Set((await storage.pendingUploadNames()).map(srcOf));
}

/** A pending upload as the media library lists it: not published yet, shown on no page. */
const asMedia = (upload: PendingUpload) => ({
  src: srcOf(upload.name),
  kind: 'image' as const,
  name: readableName(srcOf(upload.name)),
  ...dimensions(upload.bytes),
  bytes: upload.bytes.length,
  usedOn: [],
  pending: true,
});

/**
 * The image routes of the studio on the site: an upload is kept in the database, private to
 * editors, until the first publish naming it (decisions.md #73); the lists include such uploads.
 */
export function uploadRoutes({ root, storage }: { root: string; storage: Storage }) {
  const upload: StudioHandler<StudioEndpoints['uploadImage'], User> = async (
    { query, headers, bytes },
    editor,
  ) => {
    const name = query.name;
    if (!name) throw new HttpError(400, 'give the file name, e.g. ?name=photo.png');
    const credit = creditFrom(query);
    const checked = checkedUpload(root, name, headers['content-type'] ?? '', bytes);
    await checkDecodes(checked.slug, bytes);
    if (checked.existing) {
      if (!checked.existing.equals(bytes)) throw nameTaken(checked.file.rel);
      return { status: 200, body: checked.answer };
    }
    await purgeOldUploads(storage);
    const kept = await storage.keepUpload({
      name: checked.slug,
      type: checked.type,
      bytes,
      originalName: name,
      credit,
      userId: editor.id,
      uploadedBy: editor.username,
      uploadedAt: new Date().toISOString(),
    });
    if (kept === 'other') throw nameTaken(checked.file.rel);
    return { status: kept === 'kept' ? 201 : 200, body: { ...checked.answer, pending: true } };
  };
  return {
    images: async () => {
      const pending = (await storage.pendingUploads()).map((u) => ({
        src: srcOf(u.name),
        ...dimensions(u.bytes),
        bytes: u.bytes.length,
        pending: true,
      }));
      return { status: 200, body: { images: [...listImages(root), ...pending] } };
    },
    uploadImage: upload,
    media: async () => {
      const pending = (await storage.pendingUploads()).map(asMedia);
      return { status: 200, body: { media: [...pending, ...listMedia(root)] } };
    },
  } satisfies StudioHandlers<User>;
}

/** The texts of the content files a publish leaves: pages and the site config. */
function contentTexts(root: string): string[] {
  const pages = join(root, 'pages');
  const files = existsSync(pages)
    ? readdirSync(pages)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(pages, f))
    : [];
  return [...files, join(root, 'site.config.json')]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

/**
 * A publish that also publishes the uploads its content names, in the same commit: every pending
 * upload is put under public/images before the write (so the write's checks find it), those the
 * content then names stay, with their row in docs/image-sources.md, and the others are removed
 * again before the publisher looks at what changed. Once committed, the uploads it published
 * leave the database.
 */
export function publishWithUploads(root: string, storage: Storage, publish: Publish): Publish {
  return async (editor, message, write) => {
    let published: string[] = [];
    const answer = await publish(editor, message, async (): Promise<StudioAnswer> => {
      const placed = placeUploads(root, await storage.pendingUploads());
      let written: StudioAnswer | undefined;
      try {
        written = await write();
      } finally {
        // The content is read only when an upload was placed for this publish to find.
        const texts =
          placed.length > 0 && written && written.status < 300 ? contentTexts(root) : [];
        const used = (upload: PendingUpload) =>
          texts.some((text) => text.includes(`"${srcOf(upload.name)}"`));
        for (const upload of placed) {
          if (!used(upload)) rmSync(join(root, 'public/images', upload.name), { force: true });
        }
        published = placed.filter(used).map((upload) => upload.name);
        const sources = imageSourcesFile(root);
        for (const upload of placed.filter(used))
          if (sources) recordImageSource(sources, upload.name, upload.originalName, upload.credit);
      }
      return written;
    });
    const committed =
      answer.status < 300 &&
      typeof answer.body === 'object' &&
      answer.body !== null &&
      'published' in answer.body;
    if (committed && published.length > 0) await storage.takeUploads(published);
    return answer;
  };
}

/** Writes the uploads not yet under public/images there; those it wrote. */
function placeUploads(root: string, uploads: readonly PendingUpload[]): PendingUpload[] {
  const dir = join(root, 'public/images');
  const placed: PendingUpload[] = [];
  for (const upload of uploads) {
    const file = join(dir, upload.name);
    if (existsSync(file)) continue;
    mkdirSync(dir, { recursive: true });
    writeWhole(file, upload.bytes);
    placed.push(upload);
  }
  return placed;
}
