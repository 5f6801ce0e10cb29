import styled from 'styled-components';
import type { Tone } from '../schema/common';
import { media } from '../styles/theme';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const Section = styled.section<{ $tone?: Tone }>`
  padding: 3.5rem 0;
  background: ${({ theme, $tone }) =>
    $tone === 'surface'
      ? theme.colors.surface
      : $tone === 'dark'
        ? theme.colors.dark
        : 'transparent'};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onDark : 'inherit')};
  ${media.md} {
    padding: 5rem 0;
  }
`;

export const SectionHeading = styled.h2`
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  text-align: center;
  margin-bottom: 0.75rem;
`;

export const SectionIntro = styled.p`
  max-width: 46rem;
  margin: 0 auto 2.5rem;
  text-align: center;
  font-size: 1.1rem;
  color: inherit;
`;

/** Short uppercase label above a section heading; lighter blue on dark sections for contrast. */
export const Eyebrow = styled.p<{ $onDark: boolean }>`
  text-align: center;
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem;
  font-weight: 700;
  margin-bottom: 0.5rem;
  color: ${({ theme, $onDark }) => ($onDark ? '#9cc3ff' : theme.colors.primary)};
`;
