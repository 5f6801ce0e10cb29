import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodings, type Encoding } from './compressible-types';

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

/**
 * The Brotli and gzip copies of a text file's bytes, at maximum quality, in each coding where
 * compression pays (null where it does not: an earlier copy must then go). Slow compression is
 * affordable because it happens once, when the file is written (build or publish), not per request.
 */
export async function compressedCopies(data: Buffer): Promise<Record<Encoding, Buffer | null>> {
  const copies = await Promise.all(
    encodings.map(async (encoding) => {
      const compressed = await compressors[encoding](data);
      return [encoding, compressed.length <= data.length * (1 - minSaving) ? compressed : null];
    }),
  );
  return Object.fromEntries(copies) as Record<Encoding, Buffer | null>;
}
