import { createContext, useContext, type CSSProperties } from 'react';
import styled from 'styled-components';
import type { Image } from '../schema/common';
import type { PageImages } from '../engine/image-info';

export type { ImageInfo, ImageSource, PageImages } from '../engine/image-info';

/**
 * The raster images of the page being shown. Each page chunk carries only its own images' info,
 * as it does its icons; the prerender and the dev server provide it here. Without an entry (an
 * SVG, or a renderer that provides none) an image renders as the plain file.
 */
export const ImageContext = createContext<PageImages>({});

// The <img> stays the element blocks lay out and style; the <picture> around it only chooses a file.
const Picture = styled.picture`
  display: contents;
`;

const focusStyle = (image: Image): CSSProperties | undefined =>
  image.focus
    ? { objectPosition: `${round(image.focus.x * 100)}% ${round(image.focus.y * 100)}%` }
    : undefined;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The one image component of every block. A raster image becomes a <picture> offering AVIF and
 * WebP variants in the widths the build made, the browser choosing by `sizes`; the <img> keeps the
 * file's real width and height, so its space is held before it loads. Only the first screen's image
 * (`eager`) loads at once with high priority; the rest load as they near the viewport.
 */
export function Img({
  image,
  eager = false,
  sizes = '100vw',
  className,
}: {
  image: Image;
  eager?: boolean;
  /** How wide the image shows, as the `sizes` attribute: lets the browser pick a variant early. */
  sizes?: string;
  className?: string;
}) {
  const info = useContext(ImageContext)[image.src];
  const img = (
    <img
      className={className}
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      width={info?.width ?? image.width}
      height={info?.height ?? image.height}
      style={focusStyle(image)}
      {...(eager
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
  if (!info || info.sources.length === 0) return img;
  return (
    <Picture>
      {info.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </Picture>
  );
}
