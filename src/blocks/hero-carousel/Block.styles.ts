import styled from 'styled-components';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';

// Which slide and dot are current lives in DOM attributes (`data-current`, `aria-pressed`) that
// the plain-DOM script switches, so these styles key off attributes, never off props.
// Without JavaScript (`scripting: none`) the slides sit in a row that scrolls and snaps sideways,
// so every slide can be swiped, scrolled or tabbed to; with it they share one grid cell (as tall
// as the tallest slide) and only the current one is visible, so rotating never moves the page.

export const Wrap = styled.section`
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

// Without JavaScript the row must take the width it is given: sized to its content (the flex
// item's auto margins do that) it would be as wide as all slides side by side.
export const Inner = styled(Container)`
  @media (scripting: none) {
    width: 100%;
  }
`;

export const Slides = styled.div`
  display: grid;
  @media (scripting: none) {
    grid-auto-flow: column;
    /* The next slide peeks in: there is more to swipe to. */
    grid-auto-columns: calc(100% - 3rem);
    gap: 1.5rem;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    /* A link in the peeking slide counts as out of view, so focusing it scrolls its slide in. */
    scroll-padding-inline-end: 3rem;
  }
`;

export const Slide = styled.div`
  grid-area: 1 / 1;
  display: grid;
  gap: 1.5rem;
  align-items: center;
  align-content: center;
  &:not([data-current]) {
    visibility: hidden;
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
  }
  @media (scripting: none) {
    grid-area: auto;
    scroll-snap-align: start;
    &:not([data-current]) {
      visibility: visible;
    }
  }
`;

export const Title = styled.h2`
  font-size: clamp(2rem, 1.3rem + 3vw, 3.6rem);
  margin-bottom: 1rem;
`;

export const Text = styled.p`
  font-size: 1.15rem;
  max-width: 34rem;
`;

export const SlideLink = styled.a`
  display: inline-block;
  margin-top: 0.5rem;
  color: #9cc3ff;
  font-weight: 700;
  font-size: 1.05rem;
`;

export const Art = styled(Img)`
  width: 100%;
  max-width: 320px;
  justify-self: center;
  ${media.md} {
    max-width: 520px;
  }
`;

// The dots keep their space before the script runs (no shift when they appear) but are shown
// only once it has: until then they would do nothing. Without JavaScript they take no space.
export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.25rem;
  margin-top: 2rem;
  visibility: hidden;
  [data-enhanced] & {
    visibility: visible;
  }
  @media (scripting: none) {
    display: none;
  }
`;

export const Dot = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  background: none;
  cursor: pointer;
  /* The pill is always 28px wide and clipped to a 12px dot when not pressed: a clip neither
     moves nor resizes a box, so an automatic turn shifts nothing (CLS counts those). */
  &::before {
    content: '';
    width: 28px;
    height: 12px;
    background: rgba(255, 255, 255, 0.55);
    clip-path: inset(0 8px round 6px);
    transition: clip-path 0.2s ease;
  }
  &[aria-pressed='true']::before {
    clip-path: inset(0 round 6px);
    background: #ffffff;
  }
`;
