/**
 * Build step after prerender: a Brotli (.br) and a gzip (.gz) copy beside every text file of the
 * client build, at maximum quality, so the server sends compressed bytes without compressing per
 * request. Slow compression is affordable here because it happens once per build.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  isCompressible,
  encodedSuffixes,
  encodings,
  type Encoding,
} from '../src/server/compressible-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A copy is kept only when it saves at least this share of the bytes; else the original is sent. */
export const minSaving = 0.1;

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Files of the client build that are served and compressible (no Vite metadata, no copies). */
function compressibleFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(clientDir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Writes `file.br` and `file.gz` for each compressible file under `clientDir` where compression
 * pays, and removes copies left from an earlier build where it no longer does.
 */
export async function precompress(clientDir: string): Promise<{ files: number; copies: number }> {
  const files = compressibleFiles(clientDir);
  let copies = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      for (const encoding of encodings) {
        const compressed = await compressors[encoding](data);
        const copy = file + encodedSuffixes[encoding];
        if (compressed.length <= data.length * (1 - minSaving)) {
          writeFileSync(copy, compressed);
          copies += 1;
        } else {
          rmSync(copy, { force: true });
        }
      }
    }),
  );
  return { files: files.length, copies };
}
