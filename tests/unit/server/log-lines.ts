import { Writable } from 'node:stream';
import { z } from 'zod';

const line = z.looseObject({ msg: z.string().optional(), reqId: z.string().optional() });

/** A logger stream that keeps every line the server writes, and the lines as text and as JSON. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    lines,
    text: () => lines.join('\n'),
    entries: () => lines.map((l) => line.parse(JSON.parse(l))),
  };
}
