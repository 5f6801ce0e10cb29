import { slideImageSizes } from './image-sizes';
import type { BlockProps } from '../../engine/browser/block-props';
import { Art, Dot, Dots, Inner, Slide, SlideLink, Slides, Text, Title, Wrap } from './Block.styles';
import type { HeroCarouselBlock } from './schema';

/**
 * Static markup with the first slide current; its behaviour is `enhance`, a plain-DOM script the
 * islands loader runs on it (the registry declares it), so no React reaches the browser for it.
 * Slides are not marked hidden here: without JavaScript the visitor scrolls through all of them,
 * and with it CSS hides the others until the script marks them for assistive technology.
 */
export default function HeroCarousel({ block, index }: BlockProps<HeroCarouselBlock>) {
  const count = block.slides.length;

  return (
    <Wrap
      aria-roledescription="carousel"
      aria-label={block.label}
      data-interval-ms={block.intervalMs}
    >
      <Inner>
        <Slides aria-live="off">
          {block.slides.map((slide, i) => (
            <Slide
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-slide=""
              data-current={i === 0 ? '' : undefined}
              data-testid="carousel-slide"
            >
              <div>
                <Title>{slide.title}</Title>
                <Text>{slide.description}</Text>
                <SlideLink href={slide.link.href}>{slide.link.label}</SlideLink>
              </div>
              <Art image={slide.image} eager={index === 0 && i === 0} sizes={slideImageSizes} />
            </Slide>
          ))}
        </Slides>
        <Dots>
          {block.slides.map((slide, i) => (
            <Dot
              key={slide.title}
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-pressed={i === 0}
              data-dot=""
            />
          ))}
        </Dots>
      </Inner>
    </Wrap>
  );
}
