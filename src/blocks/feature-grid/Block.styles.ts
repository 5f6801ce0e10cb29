import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';

export const Grid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export const Card = styled.li<{ $variant: 'cards' | 'tiles' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant, theme }) =>
    $variant === 'cards'
      ? css`
          background: ${theme.colors.background};
          border: 1px solid ${theme.colors.border};
          box-shadow: 0 6px 24px rgba(15, 35, 70, 0.06);
        `
      : css`
          background: ${theme.colors.surface};
          border-left: 4px solid ${theme.colors.primary};
        `}
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
`;

export const CardImage = styled.img`
  width: 72px;
  height: 72px;
  margin-bottom: 1rem;
`;

export const CardTitle = styled.h3`
  font-size: 1.15rem;
  margin-bottom: 0.5rem;
`;

export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
  flex: 1;
`;

/** Stretches the card's link over the whole card, keeping one focusable element. */
export const CardLink = css`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const CardAction = styled.div`
  position: relative;
  z-index: 1;
  margin-top: 1.25rem;
`;
