import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedSuffixes, encodings, type Encoding } from './compressible-types';

/** One coding of a file: its bytes and its ETag. */
export interface Copy {
  body: Buffer;
  etag: string;
}

/** A file of the build as it is and in each coding the build wrote, read into memory. */
export interface BuiltFile {
  copies: { identity: Copy } & Partial<Record<Encoding, Copy>>;
  encodings: Encoding[];
  lastModified: string;
  /** Copies on disk that do not match the file (damaged, or the file was edited after the
   * build): they are never sent. */
  stale: string[];
}

const decompress: Record<Encoding, (data: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

function matches(encoding: Encoding, copy: Buffer, body: Buffer): boolean {
  try {
    return decompress[encoding](copy).equals(body);
  } catch {
    return false;
  }
}

/**
 * Reads a file of the build and, when `withCopies`, its .br/.gz copies. The ETag is a hash of the
 * file's bytes, so every server holding the same build gives the same one (unlike a date, which
 * changes when the build is copied); each coding gets its own, as a cache must not take one
 * coding for another.
 */
export function readBuiltFile(file: string, withCopies: boolean): BuiltFile {
  const body = readFileSync(file);
  const copies: Partial<Record<Encoding, Buffer>> = {};
  const stale: string[] = [];
  for (const encoding of withCopies ? encodings : []) {
    const copyFile = file + encodedSuffixes[encoding];
    if (!existsSync(copyFile)) continue;
    const copy = readFileSync(copyFile);
    if (matches(encoding, copy, body)) copies[encoding] = copy;
    else stale.push(copyFile);
  }
  return builtFile(file, body, copies, stale);
}

/**
 * What readBuiltFile would read of `file` just written with `bytes` and its `copies` (null where
 * none was written): for a writer that has them in hand, so nothing is read or decompressed.
 */
export function writtenBuiltFile(
  file: string,
  bytes: Uint8Array,
  copies: Readonly<Record<Encoding, Uint8Array | null>>,
): BuiltFile {
  const buffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const kept: Partial<Record<Encoding, Buffer>> = {};
  for (const encoding of encodings) {
    const copy = copies[encoding];
    if (copy) kept[encoding] = buffer(copy);
  }
  return builtFile(file, buffer(bytes), kept, []);
}

/** A file's BuiltFile from its bytes and its copies that match them, with their ETags. */
function builtFile(
  file: string,
  body: Buffer,
  copies: Partial<Record<Encoding, Buffer>>,
  stale: string[],
): BuiltFile {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const built: BuiltFile = {
    copies: { identity: { body, etag: `"${hash}"` } },
    encodings: [],
    lastModified: statSync(file).mtime.toUTCString(),
    stale,
  };
  for (const encoding of encodings) {
    const copy = copies[encoding];
    if (!copy) continue;
    built.copies[encoding] = { body: copy, etag: `"${hash}-${encoding}"` };
    built.encodings.push(encoding);
  }
  return built;
}

/** What says a file is unchanged: a publish renames a new file in (decisions.md #42). */
const stampOf = (stat: Stats | undefined) =>
  stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : '-';

/** The stamps of a file and its copies. */
const stampsOf = (file: string) =>
  [file, ...encodings.map((e) => file + encodedSuffixes[e])]
    .map((f) => stampOf(statSync(f, { throwIfNoEntry: false })))
    .join('|');

/**
 * `readBuiltFile` (with copies) that keeps what it read and reads a file again only when it or
 * one of its copies changed on disk: after a publish the server reads the pages it rewrote, not
 * every page of the site (1,000 pages took seconds: each copy is decompressed to be compared).
 * Files not asked for in a round are forgotten.
 */
export function builtFileReader() {
  let kept = new Map<string, { stamp: string; built: BuiltFile }>();
  let next = new Map<string, { stamp: string; built: BuiltFile }>();
  return {
    read(file: string): BuiltFile {
      const stamp = stampsOf(file);
      const known = kept.get(file);
      const built = known?.stamp === stamp ? known.built : readBuiltFile(file, true);
      next.set(file, { stamp, built });
      return built;
    },
    /** Keeps what a writer just wrote (see writtenBuiltFile), so the next round need not read it. */
    know(file: string, built: BuiltFile) {
      kept.set(file, { stamp: stampsOf(file), built });
    },
    /** Ends a round of reads: only the files read in it are kept. */
    done() {
      kept = next;
      next = new Map();
    },
  };
}
