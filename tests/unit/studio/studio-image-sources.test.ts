import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { format } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

/** A real 2×1 grey PNG whose grey level makes its bytes differ from another's. */
function png(shade: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  const pixels = deflateSync(Buffer.from([0, shade, shade]));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sourcesFile = () => join(studio.dir, 'docs/image-sources.md');
const sources = () => readFileSync(sourcesFile(), 'utf8');
const upload = (name: string, credit: Record<string, string>, shade = 100) =>
  call(studio.base, 'POST', `/api/images?${new URLSearchParams({ name, ...credit })}`, {
    raw: png(shade),
    headers: { 'content-type': 'image/png' },
  });
const rowOf = (file: string) =>
  sources()
    .split('\n')
    .find((line) => line.startsWith(`| \`${file}\``))
    ?.split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('studio API: where an uploaded image comes from', () => {
  it('refuses an upload that does not say its source, author and licence, storing nothing', async () => {
    const before = sources();
    const incomplete: Record<string, string>[] = [
      {},
      { source: 'A stock site', author: 'Someone' },
      { source: ' ', author: 'Someone', licence: 'CC BY 4.0' },
    ];
    for (const credit of incomplete) {
      const answer = await upload('Unsaid.png', credit);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/source|licence/) });
    }
    expect(existsSync(join(studio.dir, 'public/images/unsaid.png'))).toBe(false);
    expect(sources()).toBe(before);
  });

  it('records an uploaded image in docs/image-sources.md, in its table, as the formatter lays it out', async () => {
    const before = sources();
    const answer = await upload('Team Photo.png', {
      source: 'Photographed at the office | for this site',
      author: 'A. Photographer',
      licence: 'Owned by the company',
    });
    expect(answer.status).toBe(201);
    expect(rowOf('team-photo.png')).toEqual([
      '`team-photo.png`',
      'Photographed at the office \\| for this site',
      '`Team Photo.png`',
      'A. Photographer',
      'Owned by the company',
    ]);
    const text = sources();
    // The existing rows and the text after the table are all still there.
    for (const line of before.split('\n').filter((l) => !l.startsWith('|')))
      expect(text).toContain(line);
    expect(rowOf('abstract-hexagons-light.jpg')?.[4]).toBe('CC BY-SA 3.0');
    expect(await format(text, { parser: 'markdown', printWidth: 100 })).toBe(text);
  });

  it('records an image once: the same bytes again add no second row', async () => {
    const credit = { source: 'Again', author: 'Again', licence: 'Again' };
    expect((await upload('Team Photo.png', credit)).status).toBe(200);
    expect(sources().split('`team-photo.png`')).toHaveLength(2);
  });

  it('still keeps docs/ out of reach of the file API', async () => {
    const read = await call(studio.base, 'GET', '/api/file?path=docs/image-sources.md');
    expect(read.status).toBe(403);
    const write = await call(studio.base, 'PUT', '/api/file', {
      body: { path: 'docs/image-sources.md', text: 'x', baseVersion: null },
    });
    expect(write.status).toBe(403);
  });
});
