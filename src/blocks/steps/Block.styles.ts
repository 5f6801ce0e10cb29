import styled from 'styled-components';
import { media } from '../../styles/theme';

const markerSize = '2.75rem';

/**
 * One column on phones with a line joining the numbers down the left; a row on wide screens
 * (at most four steps side by side) with the line running through the numbers.
 */
export const List = styled.ol<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.75rem;
  h2 + &,
  p + & {
    margin-top: 2rem;
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2rem 1.5rem;
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export const Step = styled.li<{ $onDark: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${markerSize} minmax(0, 1fr);
  column-gap: 1rem;
  align-content: start;
  /* The line to the next step's number; the last step has none. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: calc(${markerSize} / 2 - 1px);
    top: ${markerSize};
    bottom: -1.75rem;
    width: 2px;
    background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.3)' : theme.colors.border)};
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr);
    &:not(:last-child)::before {
      display: none;
    }
  }
`;

export const Marker = styled.span`
  display: grid;
  place-items: center;
  width: ${markerSize};
  height: ${markerSize};
  border-radius: 50%;
  font-weight: 800;
  font-size: 1.1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  grid-row: span 2;
  ${media.md} {
    grid-row: auto;
    margin-bottom: 1rem;
  }
`;

export const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.15rem;
  margin: 0.6rem 0 0.4rem;
  overflow-wrap: anywhere;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.md} {
    margin-top: 0;
  }
`;

export const Text = styled.p<{ $onDark: boolean }>`
  margin: 0;
  color: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.88)' : theme.colors.muted)};
  overflow-wrap: anywhere;
`;
