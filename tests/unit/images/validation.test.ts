import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageFileWarnings } from '../../../src/engine/validation/image-files';
import { formatProblems } from '../../../src/engine/validation/problem';
import { imageSchema } from '../../../src/schema/common';

const publicDir = mkdtempSync(join(tmpdir(), 'image-warnings-'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
mkdirSync(join(publicDir, 'images'));

async function save(name: string, width: number, height: number, noisy: boolean) {
  const pixels = Buffer.alloc(width * height * 3, 90);
  if (noisy) for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7)) % 251;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: noisy ? 0 : 9 })
    .toFile(join(publicDir, 'images', name));
}

const page = (src: string) => ({ blocks: [{ image: { src, alt: 'x', width: 1, height: 1 } }] });

describe('image file warnings', () => {
  it('warns about a raster source over 500 KB or over 3000 px wide, and not about a small one', async () => {
    await save('heavy.png', 600, 400, true);
    await save('wide.png', 3200, 10, false);
    await save('fine.png', 800, 600, false);
    expect(imageFileWarnings(page('/images/heavy.png'), publicDir)).toEqual([
      { pointer: '/blocks/0/image/src', message: expect.stringMatching(/heavy\.png" is \d+ KB/) },
    ]);
    expect(imageFileWarnings(page('/images/wide.png'), publicDir)).toEqual([
      { pointer: '/blocks/0/image/src', message: expect.stringContaining('3200 px wide') },
    ]);
    expect(imageFileWarnings(page('/images/fine.png'), publicDir)).toEqual([]);
  });

  it('prints a warning as one, in the terminal and as a GitHub annotation', () => {
    const warning = {
      file: 'pages/a.json',
      line: 3,
      col: 5,
      pointer: '/x',
      message: 'too big',
      severity: 'warning' as const,
    };
    expect(formatProblems([warning])).toBe('pages/a.json:3:5  /x  warning: too big');
    expect(formatProblems([warning], 'github')).toMatch(/^::warning file=pages\/a\.json/);
  });
});

describe('image alt text', () => {
  const base = { src: '/images/a.jpg', width: 10, height: 10 };
  const altIssues = (value: object) => {
    const result = imageSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('requires alt text on an image that is not decorative', () => {
    expect(altIssues({ ...base, alt: 'A laptop on a desk' })).toEqual([]);
    expect(altIssues({ ...base, alt: '' })).toEqual(['alt']);
    expect(altIssues({ ...base, alt: '   ' })).toEqual(['alt']);
  });

  it('accepts a decorative image with empty alt and refuses one that also has alt text', () => {
    expect(altIssues({ ...base, alt: '', decorative: true })).toEqual([]);
    expect(altIssues({ ...base, alt: 'A laptop', decorative: true })).toEqual(['alt']);
  });

  it('accepts a focal point inside the image only', () => {
    expect(altIssues({ ...base, alt: 'a', focus: { x: 0.2, y: 1 } })).toEqual([]);
    expect(altIssues({ ...base, alt: 'a', focus: { x: 1.2, y: 0 } })).toEqual(['focus.x']);
  });
});
