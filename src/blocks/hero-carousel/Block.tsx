import { useState } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';
import type { HeroCarouselBlock } from './schema';
import { useRotation } from './use-rotation';

const Wrap = styled.section`
  position: relative;
  min-height: calc(100svh - 4.5rem);
  display: flex;
  flex-direction: column;
  justify-content: center;
  overflow: hidden;
  background:
    radial-gradient(circle at 80% 20%, rgba(59, 130, 246, 0.35), transparent 45%),
    radial-gradient(circle at 5% 95%, rgba(245, 158, 11, 0.08), transparent 40%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, #16305c);
  color: ${({ theme }) => theme.colors.onDark};
  padding: 2.5rem 0 1.5rem;
`;

const Slide = styled.div<{ $active: boolean }>`
  display: ${({ $active }) => ($active ? 'grid' : 'none')};
  gap: 1.5rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
  }
`;

const Title = styled.h2`
  font-size: clamp(2rem, 1.3rem + 3vw, 3.6rem);
  margin-bottom: 1rem;
`;

const Text = styled.p`
  font-size: 1.15rem;
  max-width: 34rem;
`;

const SlideLink = styled.a`
  display: inline-block;
  margin-top: 0.5rem;
  color: #9cc3ff;
  font-weight: 700;
  font-size: 1.05rem;
`;

const Art = styled(Img)`
  width: 100%;
  max-width: 320px;
  justify-self: center;
  ${media.md} {
    max-width: 520px;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.25rem;
  margin-top: 2rem;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '28px' : '12px')};
    height: 12px;
    border-radius: 999px;
    background: ${({ $active }) => ($active ? '#ffffff' : 'rgba(255,255,255,0.55)')};
    transition: width 0.2s ease;
  }
`;

export default function HeroCarousel({ block, index }: BlockProps<HeroCarouselBlock>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useRotation(
    block.slides.length,
    block.intervalMs,
    hovered || focused,
  );

  return (
    <Wrap
      aria-roledescription="carousel"
      aria-label={block.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Container>
        <div aria-live={hovered || focused ? 'polite' : 'off'}>
          {block.slides.map((slide, i) => (
            <Slide
              key={slide.title}
              $active={i === current}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${block.slides.length}`}
              aria-hidden={i !== current}
              data-testid="carousel-slide"
            >
              <div>
                <Title>{slide.title}</Title>
                <Text>{slide.description}</Text>
                <SlideLink href={slide.link.href} tabIndex={i === current ? undefined : -1}>
                  {slide.link.label}
                </SlideLink>
              </div>
              <Art image={slide.image} eager={index === 0 && i === 0} />
            </Slide>
          ))}
        </div>
        <Dots>
          {block.slides.map((slide, i) => (
            <Dot
              key={slide.title}
              type="button"
              $active={i === current}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-pressed={i === current}
              onClick={() => setCurrent(i)}
            />
          ))}
        </Dots>
      </Container>
    </Wrap>
  );
}
