import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodings, type Encoding } from './compressible-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A copy is kept only when it saves at least this share of the bytes; else the original is sent. */
export const minSaving = 0.1;

/**
 * How hard to compress: `best` (maximum quality, the build's and a publish's) or `quick` (for a
 * publish that re-renders every page, whose copies are compressed at `best` afterwards): Brotli's
 * quality 11 takes some 50 times as long as quality 5, for copies about 10 % smaller.
 */
export type Effort = 'best' | 'quick';

const levels: Record<Effort, { br: number; gzip: number }> = {
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  quick: { br: 5, gzip: 6 },
};

const compressors: Record<Encoding, (data: Buffer, effort: Effort) => Promise<Buffer>> = {
  br: (data, effort) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels[effort].br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data, effort) => gzipAsync(data, { level: levels[effort].gzip }),
};

/**
 * The Brotli and gzip copies of a text file's bytes, at maximum quality unless `effort` is quick,
 * in each coding where compression pays (null where it does not: an earlier copy must then go).
 * Slow compression is affordable because it happens once, when the file is written (build or
 * publish), not per request.
 */
export async function compressedCopies(
  data: Buffer,
  effort: Effort = 'best',
): Promise<Record<Encoding, Buffer | null>> {
  const copies = await Promise.all(
    encodings.map(async (encoding) => {
      const compressed = await compressors[encoding](data, effort);
      return [encoding, compressed.length <= data.length * (1 - minSaving) ? compressed : null];
    }),
  );
  return Object.fromEntries(copies) as Record<Encoding, Buffer | null>;
}
