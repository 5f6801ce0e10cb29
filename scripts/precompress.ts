/**
 * Build step after prerender: a Brotli (.br) and a gzip (.gz) copy beside every text file of the
 * client build, at maximum quality, so the server sends compressed bytes without compressing per
 * request. Slow compression is affordable here because it happens once per build.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compressedCopies } from '../src/server/compressed-copies';
import { isCompressible, encodedSuffixes, encodings } from '../src/server/compressible-types';

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
      const compressed = await compressedCopies(readFileSync(file));
      for (const encoding of encodings) {
        const copy = file + encodedSuffixes[encoding];
        const bytes = compressed[encoding];
        if (bytes) {
          writeFileSync(copy, bytes);
          copies += 1;
        } else {
          rmSync(copy, { force: true });
        }
      }
    }),
  );
  return { files: files.length, copies };
}
