import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { compressedCopies, type Effort } from '../compressed-copies';
import { encodedSuffixes, encodings, isCompressible, type Encoding } from '../compressible-types';

/**
 * Writes `file` through a synced temp file beside it, renamed over it: a reader sees the old
 * bytes or the new, never part of them. With `synced` false the temp file is not flushed to the
 * disk first (some 4 ms a file here): for the thousands of files a publish of every page writes,
 * which are synced afterwards (see improveCopies).
 */
export function writeWhole(file: string, data: string | Uint8Array, synced = true): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.publish-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeFileSync(fd, data);
      if (synced) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Writes a served file and, for a text type, its .br/.gz copies as the build writes them (with
 * `effort` quick, faster and a little larger: see improveCopies). The copies and the file are
 * written with no wait between them, so no other write of the file comes in between.
 */
export async function writeServedFile(
  file: string,
  data: string | Buffer,
  effort: Effort = 'best',
): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const copies = isCompressible(file) ? await compressedCopies(bytes, effort) : undefined;
  writeServedCopies(file, bytes, copies, effort === 'best');
}

/**
 * Writes a served file and the copies compressed for it (undefined for a type not compressed),
 * synced or not (see writeWhole), with no wait between them.
 */
export function writeServedCopies(
  file: string,
  bytes: Uint8Array,
  copies: Readonly<Record<Encoding, Uint8Array | null>> | undefined,
  synced: boolean,
): void {
  if (copies) writeCopies(file, copies, synced);
  writeWhole(file, bytes, synced);
}

/**
 * Finishes a served file written quickly: flushes it to the disk and compresses its copies again
 * at the best effort, if it is still there. When the file changed meanwhile, its new copies are
 * left as they are.
 */
export async function improveCopies(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const bytes = readFileSync(file);
  const copies = isCompressible(file) ? await compressedCopies(bytes, 'best') : undefined;
  // No wait from here on: a publish writing the file cannot come in between.
  if (!existsSync(file) || !readFileSync(file).equals(bytes)) return;
  if (copies) writeCopies(file, copies, true);
  syncFile(file);
}

function syncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeCopies(
  file: string,
  copies: Readonly<Record<Encoding, Uint8Array | null>>,
  synced: boolean,
) {
  for (const encoding of encodings) {
    const copy = copies[encoding];
    if (copy) writeWhole(file + encodedSuffixes[encoding], copy, synced);
    else rmSync(file + encodedSuffixes[encoding], { force: true });
  }
}

/** Removes a served file's compressed copies, which no longer match it (a replaced image). */
export function removeCopies(file: string): void {
  for (const encoding of encodings) rmSync(file + encodedSuffixes[encoding], { force: true });
}

/** Removes a served file and its copies. */
export function removeServedFile(file: string): void {
  for (const encoding of encodings) rmSync(file + encodedSuffixes[encoding], { force: true });
  rmSync(file, { force: true });
}
