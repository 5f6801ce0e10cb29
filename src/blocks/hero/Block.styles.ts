import styled from 'styled-components';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';

/** Dark band with two soft glows and a faint dot grid, drawn in CSS so it costs no request. */
export const Wrap = styled.header`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 15%, rgba(59, 130, 246, 0.35), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(245, 158, 11, 0.08), transparent 40%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, #16305c);
  color: ${({ theme }) => theme.colors.onDark};
  padding: 3rem 0;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-image: radial-gradient(rgba(255, 255, 255, 0.08) 1px, transparent 1px);
    background-size: 22px 22px;
    pointer-events: none;
  }
  ${media.md} {
    padding: 5rem 0;
  }
`;

export const Grid = styled(Container)`
  position: relative;
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

export const Eyebrow = styled.p`
  display: inline-block;
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.8rem;
  font-weight: 700;
  color: #cfe0ff;
  background: rgba(156, 195, 255, 0.14);
  border: 1px solid rgba(156, 195, 255, 0.3);
  border-radius: 999px;
  padding: 0.3rem 0.9rem;
  margin-bottom: 1rem;
`;

export const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3.4rem);
  margin-bottom: 1rem;
  overflow-wrap: break-word;
`;

export const Lead = styled.p`
  font-size: 1.15rem;
  max-width: 38rem;
  color: rgba(255, 255, 255, 0.9);
`;

export const Highlights = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem 1.5rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, max-content));
  }
  li {
    position: relative;
    padding-left: 1.75rem;
    font-weight: 600;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.2em;
    width: 1.15rem;
    height: 1.15rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
  li::after {
    content: '';
    position: absolute;
    left: 0.4rem;
    top: 0.38em;
    width: 0.3rem;
    height: 0.55rem;
    border: solid ${({ theme }) => theme.colors.dark};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/** Smaller on phones, where the text and buttons matter more than the illustration. */
export const Art = styled(Img)`
  width: 100%;
  max-width: 320px;
  justify-self: center;
  ${media.md} {
    max-width: 520px;
  }
`;
