import { createHash } from 'node:crypto';
import type { Version } from '../../schema/experiment';

/**
 * Which version of an experiment a visitor sees: a hash of the experiment and the visitor's
 * address and browser (`client`, as page-views.ts hashes them), so the same visitor on the same
 * device sees the same version every time without a cookie, and another experiment splits the
 * visitors anew. `split` is the share, 0 to 100, that sees the variant.
 */
export function versionOf(experiment: string, client: string, split: number): Version {
  const hash = createHash('sha256').update(`${experiment}\n${client}`).digest();
  // The first four bytes as a fraction of the whole range, in hundredths.
  const at = (hash.readUInt32BE(0) / 2 ** 32) * 100;
  return at < split ? 'variant' : 'original';
}
