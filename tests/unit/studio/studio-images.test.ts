import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

/** A real PNG of the given size, grey level `shade`, so tests need no image files of their own. */
function png(width: number, height: number, shade = 128): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const svg = (inside = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">${inside}<rect width="40" height="20"/></svg>`,
  );

// Every upload says where the image comes from (tests/unit/studio/studio-image-sources.test.ts).
const credit = 'source=Made+for+the+tests&author=The+tests&licence=Owned+by+the+company';
const upload = (name: string, type: string, raw: Buffer) =>
  call(studio.base, 'POST', `/api/images?name=${encodeURIComponent(name)}&${credit}`, {
    raw,
    headers: { 'content-type': type },
  });
const uploaded = z.object({ src: z.string(), width: z.number(), height: z.number() });
const message = (body: unknown) => z.object({ message: z.string().min(1) }).parse(body).message;
const imagesDir = () => join(studio.dir, 'public/images');
// The media file (alt texts) lives beside the images and is no image.
const listing = () =>
  readdirSync(imagesDir())
    .filter((name) => name !== 'media.json')
    .sort();

describe('studio API: images', () => {
  it('lists every image under public/images with its dimensions and size', async () => {
    const answer = await call(studio.base, 'GET', '/api/images');
    const { images } = z
      .object({
        images: z.array(
          z.object({
            src: z.string(),
            width: z.number().nullable(),
            height: z.number().nullable(),
            bytes: z.number(),
          }),
        ),
      })
      .parse(answer.body);
    expect(images.map((i) => i.src)).toEqual(listing().map((name) => `/images/${name}`));
    for (const image of images) {
      expect(image.bytes).toBe(statSync(join(studio.dir, 'public', image.src)).size);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('stores an upload under a slugified name with its dimensions, and lists it', async () => {
    const bytes = png(30, 12);
    const answer = await upload('My Photo (1).PNG', 'image/png', bytes);
    expect(answer.status).toBe(201);
    expect(uploaded.parse(answer.body)).toEqual({
      src: '/images/my-photo-1.png',
      width: 30,
      height: 12,
    });
    expect(readFileSync(join(imagesDir(), 'my-photo-1.png')).equals(bytes)).toBe(true);
    const list = await call(studio.base, 'GET', '/api/images');
    expect(JSON.stringify(list.body)).toContain('/images/my-photo-1.png');
  });

  it('answers the existing file for the same bytes again, and never replaces a different one', async () => {
    const bytes = png(8, 8, 10);
    expect((await upload('same.png', 'image/png', bytes)).status).toBe(201);
    const again = await upload('Same.png', 'image/png', bytes);
    expect(again.status).toBe(200);
    expect(uploaded.parse(again.body).src).toBe('/images/same.png');
    const other = await upload('same.png', 'image/png', png(8, 8, 200));
    expect(other.status).toBe(409);
    expect(message(other.body)).toContain('same.png');
    expect(readFileSync(join(imagesDir(), 'same.png')).equals(bytes)).toBe(true);
  });

  it('refuses a photo cut short (422), which the build could not make smaller copies of, and keeps nothing', async () => {
    const whole = png(300, 200, 90);
    // The header and its size are intact; the picture's data ends early.
    const cut = whole.subarray(0, whole.length - 30);
    const answer = await upload('cut-short.png', 'image/png', cut);
    expect(answer.status).toBe(422);
    expect(message(answer.body)).toMatch(/damaged or cut short/);
    expect(existsSync(join(imagesDir(), 'cut-short.png'))).toBe(false);
  });

  it('refuses a name with a folder in it', async () => {
    const before = listing();
    for (const name of ['../evil.png', 'sub/evil.png', '..\\evil.png']) {
      const answer = await upload(name, 'image/png', png(4, 4));
      expect(answer.status).toBe(400);
      expect(message(answer.body)).toContain(name);
    }
    expect(existsSync(join(studio.dir, 'public/evil.png'))).toBe(false);
    expect(listing()).toEqual(before);
  });

  it('refuses bytes, name and content type that disagree (415)', async () => {
    const before = listing();
    const refusals: [string, string, Buffer][] = [
      ['photo.jpg', 'image/jpeg', png(4, 4)], // PNG bytes under a JPEG name
      ['photo.png', 'image/jpeg', png(4, 4)], // the type sent is not the name's
      ['notes.png', 'image/png', Buffer.from('just some text, not an image')],
      ['anim.gif', 'image/png', png(4, 4)], // not a type the site takes
      ['drawing.svg', 'image/svg+xml', png(4, 4)],
    ];
    for (const [name, type, bytes] of refusals) {
      const answer = await upload(name, type, bytes);
      expect(answer.status, name).toBe(415);
      expect(message(answer.body)).not.toBe('');
    }
    expect(listing()).toEqual(before);
  });

  it('stores a plain SVG and refuses one with scripts, event handlers or javascript: links', async () => {
    const plain = await upload('Diagram.svg', 'image/svg+xml', svg());
    expect(plain.status).toBe(201);
    expect(uploaded.parse(plain.body)).toEqual({
      src: '/images/diagram.svg',
      width: 40,
      height: 20,
    });
    const before = listing();
    const unsafe = [
      '<script>alert(1)</script>',
      '<SCRIPT src="x.js"/>',
      '<g onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><text>x</text></a>',
    ];
    for (const inside of unsafe) {
      const answer = await upload('bad.svg', 'image/svg+xml', svg(inside));
      expect(answer.status, inside).toBe(422);
    }
    expect(listing()).toEqual(before);
  });

  it('refuses a file over 5 MB (413) and keeps no part of it', async () => {
    const before = listing();
    const big = Buffer.concat([png(4, 4), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload('huge.png', 'image/png', big);
    expect(answer.status).toBe(413);
    expect(listing()).toEqual(before);
  });

  it('refuses an upload sent by another site', async () => {
    const answer = await call(studio.base, 'POST', '/api/images?name=x.png', {
      raw: png(4, 4),
      headers: { 'content-type': 'image/png', origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(existsSync(join(imagesDir(), 'x.png'))).toBe(false);
  });
});
