import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Figures = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  h2 + &,
  p + & {
    margin-top: 2rem;
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

export const Figure = styled.li<{ $onDark: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.35rem;
  padding: 1.25rem 0.75rem;
  text-align: center;
  border-top: 4px solid
    ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $onDark }) =>
    $onDark ? 'rgba(255, 255, 255, 0.06)' : theme.colors.background};
`;

export const Value = styled.span<{ $onDark: boolean }>`
  font-size: clamp(2rem, 1.6rem + 1.6vw, 2.8rem);
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.primary)};
`;

export const Label = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Source = styled.small<{ $onDark: boolean }>`
  font-size: 0.85rem;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.muted)};
  cite {
    font-style: normal;
  }
  a {
    color: inherit;
  }
`;
