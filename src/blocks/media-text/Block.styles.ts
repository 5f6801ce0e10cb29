import styled from 'styled-components';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';

/** Media above the text on phones; side by side from tablets, the media on the chosen side. */
export const Split = styled(Container)<{ $mediaFirst: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  > :last-child {
    order: -1;
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3.5rem;
    > :last-child {
      order: ${({ $mediaFirst }) => ($mediaFirst ? -1 : 0)};
    }
  }
`;

export const Text = styled.div`
  min-width: 0;
  h2 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
    margin-bottom: 1rem;
  }
  p {
    font-size: 1.08rem;
  }
`;

export const Media = styled.figure`
  margin: 0;
  min-width: 0;
`;

/** A 3:2 frame the image fills, cropped around its focal point when its shape differs. */
export const Frame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.dark};
  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const Poster = styled(Img)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius};
  aspect-ratio: 3 / 2;
  object-fit: cover;
  ${Frame} & {
    height: 100%;
    border-radius: 0;
  }
`;

/** Covers the poster, so the whole image is the play control; the round button marks it. */
export const PlayLink = styled.a`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  justify-content: flex-start;
  padding: 1rem;
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  background: linear-gradient(to top, rgba(11, 31, 58, 0.85), transparent 55%);
  span {
    position: absolute;
    left: 50%;
    top: 50%;
    width: 4.5rem;
    height: 4.5rem;
    margin: -2.25rem 0 0 -2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
  }
  span::after {
    content: '';
    position: absolute;
    left: 1.75rem;
    top: 1.35rem;
    border-style: solid;
    border-width: 0.9rem 0 0.9rem 1.4rem;
    border-color: transparent transparent transparent ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover span,
  &:focus-visible span {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

export const Credit = styled.figcaption`
  margin-top: 0.5rem;
  font-size: 0.85rem;
  color: inherit;
  opacity: 0.85;
`;
