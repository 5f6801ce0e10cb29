import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Quotes = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  h2 + &,
  p + & {
    margin-top: 2rem;
  }
  ${media.md} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

export const Card = styled.figure<{ $onSurface: boolean }>`
  height: 100%;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $onSurface }) =>
    $onSurface ? theme.colors.background : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const Quote = styled.blockquote`
  margin: 0;
  flex: 1;
  font-size: 1.05rem;
  p {
    margin: 0;
  }
  /* A large opening mark for sighted readers; the blockquote already says it is a quote. */
  &::before {
    content: '“';
    display: block;
    height: 2rem;
    font-size: 3.5rem;
    line-height: 1;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    flex-shrink: 0;
  }
`;

export const Name = styled.span`
  display: block;
  font-weight: 700;
`;

export const Affiliation = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
