import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { compressedCopies } from '../compressed-copies';
import { encodedSuffixes, encodings, isCompressible } from '../compressible-types';

/**
 * Writes `file` through a synced temp file beside it, renamed over it: a reader sees the old
 * bytes or the new, never part of them.
 */
export function writeWhole(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.publish-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Writes a served file and, for a text type, its .br/.gz copies as the build writes them. */
export async function writeServedFile(file: string, data: string | Buffer): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (isCompressible(file)) {
    const copies = await compressedCopies(bytes);
    for (const encoding of encodings) {
      const copy = copies[encoding];
      if (copy) writeWhole(file + encodedSuffixes[encoding], copy);
      else rmSync(file + encodedSuffixes[encoding], { force: true });
    }
  }
  writeWhole(file, bytes);
}

/** Removes a served file and its copies. */
export function removeServedFile(file: string): void {
  for (const encoding of encodings) rmSync(file + encodedSuffixes[encoding], { force: true });
  rmSync(file, { force: true });
}
