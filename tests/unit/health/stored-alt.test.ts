import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkProject, inProcessSchemaCheck } from '../../../src/app/project';
import { withStoredAlt } from '../../../src/schema/stored-alt-fill';

const valid = ['404', 'home', 'terms', 'vps-hosting'].map(
  (name) => `tests/fixtures/pages/valid/${name}.json`,
);
const dir = 'tests/fixtures/pages/stored-alt';
const media = JSON.parse(readFileSync('public/images/media.json', 'utf8')).media;

const check = (name: string) =>
  checkProject({
    root: '.',
    schemaCheck: inProcessSchemaCheck(),
    pageFiles: [...valid, `${dir}/${name}.json`],
    siteFile: 'tests/fixtures/site.config.json',
  });

// Issue 45: alt text kept with a picture in the media library counts for every page showing it.
describe('alt text from the media library', () => {
  it('fills an image left without alt text from the library, so the page is valid and says it', () => {
    const { problems, pages } = check('library');
    expect(problems).toEqual([]);
    const page = pages.find((p) => p.page.path === '/alt-library')?.page;
    expect(JSON.stringify(page)).toContain(JSON.stringify(media['/images/cloud.svg'].alt));
  });

  it('still asks for alt text when the library has none for the picture', () => {
    const { problems } = check('unknown');
    expect(problems).toEqual([
      expect.objectContaining({
        file: `${dir}/unknown.json`,
        pointer: '/blocks/0/cards/0/image/alt',
        message: expect.stringMatching(/describe what the image shows.*media library/),
      }),
    ]);
  });

  it('keeps alt text the page gives and marks a picture the library calls decorative', () => {
    const stored = (src: string) =>
      src === '/a.svg' ? { alt: 'From the library' } : { alt: '', decorative: true };
    const page = {
      blocks: [
        { image: { src: '/a.svg', alt: 'Written on the page' } },
        { image: { src: '/a.svg', alt: '' } },
        { image: { src: '/b.svg', alt: '' } },
      ],
    };
    expect(withStoredAlt(page, stored)).toEqual({
      blocks: [
        { image: { src: '/a.svg', alt: 'Written on the page' } },
        { image: { src: '/a.svg', alt: 'From the library' } },
        { image: { src: '/b.svg', alt: '', decorative: true } },
      ],
    });
    const untouched = { blocks: [{ image: { src: '/c.svg', alt: 'Said' } }] };
    expect(withStoredAlt(untouched, stored)).toBe(untouched);
  });
});
