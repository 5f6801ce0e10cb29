// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { Image } from '../../../src/schema/common';
import { ImageContext, Img, type PageImages } from '../../../src/ui/Img';

const photo: Image = { src: '/images/team.jpg', alt: 'A desk with a laptop', width: 3, height: 2 };
const images: PageImages = {
  '/images/team.jpg': {
    width: 2400,
    height: 1600,
    sources: [
      { type: 'image/avif', srcset: '/assets/images/team-1-320.avif 320w' },
      { type: 'image/webp', srcset: '/assets/images/team-1-320.webp 320w' },
    ],
  },
};

function markup(ui: React.ReactNode) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(<ImageContext.Provider value={images}>{ui}</ImageContext.Provider>),
    );
    return new DOMParser().parseFromString(html, 'text/html').body;
  } finally {
    sheet.seal();
  }
}

describe('Img', () => {
  it('offers AVIF then WebP variants with sizes, and keeps the file’s real size on the <img>', () => {
    const body = markup(<Img image={photo} sizes="50vw" />);
    const sources = [...body.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((s) => s.getAttribute('srcset'))).toEqual([
      '/assets/images/team-1-320.avif 320w',
      '/assets/images/team-1-320.webp 320w',
    ]);
    expect(sources.every((s) => s.getAttribute('sizes') === '50vw')).toBe(true);
    const img = body.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/team.jpg');
    expect(img?.getAttribute('alt')).toBe('A desk with a laptop');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['2400', '1600']);
  });

  it('loads a later image lazily and the first screen’s image at once with high priority', () => {
    const lazy = markup(<Img image={photo} />).querySelector('img');
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    expect(lazy?.getAttribute('decoding')).toBe('async');
    expect(lazy?.hasAttribute('fetchpriority')).toBe(false);
    const first = markup(<Img image={photo} eager />).querySelector('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.hasAttribute('loading')).toBe(false);
  });

  it('renders an SVG as a plain <img> with the size the page gives', () => {
    const svg: Image = { src: '/images/cloud.svg', alt: 'Cloud', width: 520, height: 400 };
    const body = markup(<Img image={svg} />);
    expect(body.querySelector('picture')).toBeNull();
    const img = body.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['520', '400']);
  });

  it('gives a decorative image an empty alt and a focal point its object-position', () => {
    const image: Image = { ...photo, alt: '', decorative: true, focus: { x: 0.25, y: 0.8 } };
    const img = markup(<Img image={image} />).querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('style')).toContain('object-position:25% 80%');
  });
});
