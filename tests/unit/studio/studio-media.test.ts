import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMediaFile, readMediaFile } from '../../../src/server/studio/media-file';
import { mediaUsage } from '../../../src/server/studio/media-usage';
import { readableName } from '../../../src/schema/media';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const useSchema = z.union([
  z.object({ page: z.object({ title: z.string(), path: z.string() }) }),
  z.object({ site: z.string() }),
]);
const listed = z.object({
  media: z.array(
    z.object({
      src: z.string(),
      kind: z.enum(['image', 'logo']),
      name: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      alt: z.string().optional(),
      decorative: z.boolean().optional(),
      usedOn: z.array(useSchema),
    }),
  ),
});
const message = (body: unknown) => z.object({ message: z.string().min(1) }).parse(body).message;
const svg = (width: number, height: number, fill = 'black') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`,
  );
const credit = 'source=Made+for+the+tests&author=The+tests&licence=Owned+by+the+company';
const replace = (src: string, raw: Buffer, type = 'image/svg+xml', query = credit) =>
  call(studio.base, 'POST', `/api/media/replace?src=${encodeURIComponent(src)}&${query}`, {
    raw,
    headers: { 'content-type': type },
  });
const list = async () => listed.parse((await call(studio.base, 'GET', '/api/media')).body).media;

describe('media file', () => {
  it('reads alt texts by picture address, and none when there is no file', () => {
    expect(parseMediaFile('{"media":{"/images/ai.svg":{"alt":"A chip"}}}').media).toEqual({
      '/images/ai.svg': { alt: 'A chip' },
    });
    expect(readMediaFile(join(studio.dir, 'pages'))).toEqual({ media: {} });
  });

  it('lists every problem of a media file that does not validate', () => {
    const text = JSON.stringify({
      media: {
        '/images/ai.svg': { alt: ' ' },
        '/images/cloud.svg': { alt: 'Clouds', decorative: true },
        '/pages/home.json': { alt: 'Home' },
      },
    });
    expect(() => parseMediaFile(text)).toThrow(
      /media\.\/images\/ai\.svg\.alt: describe[\s\S]*\/images\/cloud\.svg\.alt: a decorative[\s\S]*\/pages\/home\.json: must be a picture's address/,
    );
    expect(() => parseMediaFile('{ "media": ')).toThrow(/is not JSON/);
  });

  it("the site's own media file validates and names only pictures the site has", () => {
    const { media } = readMediaFile('.');
    const missing = Object.keys(media).filter((src) => !existsSync(join('public', src)));
    expect(missing).toEqual([]);
  });

  it('gives a readable name, not a file name', () => {
    expect(readableName('/images/cloud-hosting_2.svg')).toBe('Cloud hosting 2');
    expect(readableName('/logos/social-github.svg')).toBe('Social github');
  });
});

describe('usage index', () => {
  it('lists the pages showing a picture by title and path, and the parts of the site', () => {
    const usage = mediaUsage(studio.dir);
    const page = JSON.parse(readFileSync(join(studio.dir, 'pages/web-development.json'), 'utf8'));
    const heroImage = page.blocks[0].image.src as string;
    // The title as the site shows it: company facts filled in.
    const use = usage.get(heroImage)?.find((u) => 'page' in u && u.page.path === page.path);
    expect(use && 'page' in use && use.page.title).toBe(
      page.title.replace(
        '{{company.name}}',
        JSON.parse(readFileSync(join(studio.dir, 'site.config.json'), 'utf8')).company.name,
      ),
    );
    const config = JSON.parse(readFileSync(join(studio.dir, 'site.config.json'), 'utf8'));
    expect(usage.get(config.company.logo.src)).toContainEqual({ site: 'Site settings' });
    const network = config.company.social[0].network as string;
    expect(usage.get(`/logos/social-${network}.svg`)).toContainEqual({ site: 'Footer' });
  });
});

describe('studio API: media library', () => {
  it('lists every image and logo with its name, stored alt text and uses', async () => {
    const media = await list();
    expect(media.some((m) => m.kind === 'logo' && m.src.startsWith('/logos/'))).toBe(true);
    expect(media.some((m) => m.kind === 'image' && m.src.startsWith('/images/'))).toBe(true);
    expect(media.every((m) => !/[-.]/.test(m.name.replace(/\d\.\d/g, '')))).toBe(true);
    const ai = media.find((m) => m.src === '/images/ai.svg');
    expect(ai?.alt).toBeTruthy();
    expect(ai?.usedOn.length).toBeGreaterThan(0);
  });

  it('keeps an alt text once per picture, and refuses none unless decorative', async () => {
    const saved = await call(studio.base, 'PUT', '/api/media', {
      body: { src: '/logos/angular.svg', alt: '  Angular   logo ' },
    });
    expect(saved.status).toBe(200);
    expect(readMediaFile(studio.dir).media['/logos/angular.svg']).toEqual({ alt: 'Angular logo' });
    const empty = await call(studio.base, 'PUT', '/api/media', {
      body: { src: '/logos/angular.svg', alt: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(message(empty.body)).toMatch(/decorative/);
    const decorative = await call(studio.base, 'PUT', '/api/media', {
      body: { src: '/logos/angular.svg', alt: 'ignored', decorative: true },
    });
    expect(decorative.status).toBe(200);
    expect(readMediaFile(studio.dir).media['/logos/angular.svg']).toEqual({
      alt: '',
      decorative: true,
    });
  });

  it('refuses an alt text for a picture the site does not have, or a body not as expected', async () => {
    for (const [src, status] of [
      ['/images/none.svg', 404],
      ['/pages/home.json', 400],
      ['/images/../site.config.json', 400],
    ] as const) {
      const answer = await call(studio.base, 'PUT', '/api/media', { body: { src, alt: 'x' } });
      expect(answer.status).toBe(status);
      expect(message(answer.body)).toBeTruthy();
    }
    const bad = await call(studio.base, 'PUT', '/api/media', { body: { alt: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('replaces an image at its address, recording its new source, and refuses another shape or type', async () => {
    const src = '/images/ai.svg';
    const file = join(studio.dir, 'public', src);
    const listedAi = (await list()).find((m) => m.src === src);
    const width = listedAi?.width ?? 0;
    const height = listedAi?.height ?? 0;
    expect(width).toBeGreaterThan(0);
    const next = svg(width * 2, height * 2, 'red');
    expect((await replace(src, next)).status).toBe(200);
    expect(readFileSync(file)).toEqual(next);
    const sources = readFileSync(join(studio.dir, 'docs/image-sources.md'), 'utf8');
    expect(sources.split('\n').filter((l) => l.startsWith('| `ai.svg`'))).toEqual([
      expect.stringContaining('Made for the tests'),
    ]);

    const wide = await replace(src, svg(width * 3, height));
    expect(wide.status).toBe(422);
    expect(message(wide.body)).toMatch(/same shape/);
    const png = await replace(src, svg(width, height), 'image/png');
    expect(png.status).toBe(415);
    expect(message(png.body)).toMatch(/an SVG file/);
    expect((await replace('/logos/angular.svg', svg(10, 10))).status).toBe(403);
    expect((await replace('/images/none.svg', svg(10, 10))).status).toBe(404);
    expect((await replace(src, svg(width, height), 'image/svg+xml', '')).status).toBe(400);
    expect(readFileSync(file)).toEqual(next);
  });
});
