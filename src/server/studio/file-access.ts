import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { imageTypeOf } from './image-type';

/**
 * A file as an editor's messages name it, with a capital: the editor knows pages by what they
 * are, not by where they are kept ("This page", never "pages/vps-hosting.json").
 */
export function fileWords(file: Pick<StudioFile, 'kind'>): string {
  if (file.kind === 'site') return 'The site setup (menus, footer and company details)';
  return file.kind === 'image' ? 'This picture' : 'This page';
}

/** A file the studio may read and write, named relative to the project root. */
export interface StudioFile {
  /** As the client names it, e.g. "pages/vps-hosting.json". */
  rel: string;
  abs: string;
  /** The studio writes nothing else under public/: no script, page or other runnable file. */
  kind: 'page' | 'site' | 'image';
}

export type Resolved = { ok: true; file: StudioFile } | { ok: false; reason: string };

// Plain names only: no "%" (an encoded "../" must not survive a second decoding somewhere), no
// backslash (a separator on Windows), no hidden files (the write's temp files, .env, .git).
const segmentPattern = /^[A-Za-z0-9_&@+-][A-Za-z0-9._&@+-]*$/;

const refuse = (reason: string): Resolved => ({ ok: false, reason });

/** The real path of the deepest part of `path` that exists, so a symlink anywhere is followed. */
function realExisting(path: string): string {
  let current = path;
  while (!existsSync(current)) current = dirname(current);
  const real = realpathSync(current);
  return path === current ? real : join(real, path.slice(current.length));
}

/**
 * The one gate to the disk: resolves a requested path to a file inside `pages/` (JSON only),
 * an image under `public/images/` (PNG, JPEG, WebP, AVIF or SVG by its name) or
 * `site.config.json` of `root`, or says why it is refused — absolute paths, "..", backslashes,
 * encoded characters, hidden files and symlinks that lead outside all are.
 */
export function resolveStudioPath(root: string, requested: unknown): Resolved {
  if (typeof requested !== 'string' || requested === '') return refuse('no path given');
  const segments = requested.split('/');
  if (!segments.every((s) => segmentPattern.test(s)))
    return refuse(`"${requested}" is not a plain relative path inside pages/ or public/images/`);
  const [top, folder] = segments;
  const kind =
    requested === 'site.config.json'
      ? 'site'
      : top === 'pages' && segments.length === 2 && requested.endsWith('.json')
        ? 'page'
        : top === 'public' && folder === 'images' && segments.length > 2 && imageTypeOf(requested)
          ? 'image'
          : undefined;
  if (!kind)
    return refuse(
      `"${requested}" is not a page file, an image under public/images or site.config.json`,
    );
  const realRoot = realpathSync(root);
  const abs = join(realRoot, ...segments);
  const real = realExisting(abs);
  const allowed =
    kind === 'site'
      ? abs
      : kind === 'page'
        ? join(realRoot, 'pages')
        : join(realRoot, 'public/images');
  const inside = kind === 'site' ? real === abs : real.startsWith(allowed + sep);
  if (!inside || (existsSync(abs) && lstatSync(abs).isSymbolicLink()))
    return refuse(`"${requested}" leads outside the project's editable files`);
  return { ok: true, file: { rel: requested, abs, kind } };
}

/**
 * The one file outside pages/, public/images and the config that the studio writes:
 * docs/image-sources.md, where an upload records where its image comes from. Only the upload
 * uses it, to add the entry of the image it has just stored; the file API never resolves it.
 * Undefined when it leads outside the project (a symlink).
 */
export function imageSourcesFile(root: string): string | undefined {
  const abs = join(realpathSync(root), 'docs', 'image-sources.md');
  const inside = realExisting(abs) === abs && !(existsSync(abs) && lstatSync(abs).isSymbolicLink());
  return inside ? abs : undefined;
}

/** The version of a file's content the client must name when it saves (null: no such file). */
export function fileVersion(abs: string): string | null {
  if (!existsSync(abs)) return null;
  return createHash('sha256').update(readFileSync(abs)).digest('hex').slice(0, 20);
}

/** A temp file beside `abs` (same folder, so the rename cannot cross file systems). */
export function tempPathFor(abs: string): string {
  return join(dirname(abs), `.studio-${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes `text` to a temp path, synced to disk, so a rename can then publish it whole. */
export function writeTemp(temp: string, text: string | Uint8Array): void {
  const fd = openSync(temp, 'wx');
  try {
    writeFileSync(fd, text); // loops until every byte is written
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces `abs` with the temp file in one step: readers see the old file or the new one. */
export function publishTemp(temp: string, abs: string): void {
  renameSync(temp, abs);
}

/** Removes a temp file that will not be published. */
export function discardTemp(temp: string): void {
  rmSync(temp, { force: true });
}
