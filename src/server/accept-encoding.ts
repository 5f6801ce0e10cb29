import { encodings, type Encoding } from './compressible-types';

/** Quality of each coding named in an Accept-Encoding header, lower-cased (`x-gzip` is gzip). */
function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    out.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(quality) ? quality : 0);
  }
  return out;
}

/**
 * The coding to send, among the copies that exist: the client's highest quality wins, ties go to
 * Brotli, then gzip. A coding the client lists with q=0, or leaves out without a `*`, is never
 * sent. The file as it is goes out when the client ranks `identity` higher, when no copy is
 * acceptable (every client can read it), and when there is no header at all.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | 'identity' {
  if (!header) return 'identity';
  const q = qualities(header);
  const any = q.get('*');
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of encodings) {
    const quality = q.get(encoding) ?? any ?? 0;
    if (available.includes(encoding) && quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  // Unnamed, identity is acceptable but least preferred.
  const identity = q.get('identity') ?? any ?? 0;
  return best === undefined || identity > bestQuality ? 'identity' : best;
}
