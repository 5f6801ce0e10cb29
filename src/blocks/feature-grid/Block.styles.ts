import { Img } from '../../ui/Img';
import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';
import type { FeatureGridBlock } from './schema';

type Variant = FeatureGridBlock['variant'];

export const Grid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  h2 + & {
    margin-top: 2rem;
  }
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

const variants = {
  cards: css`
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 6px 24px rgba(15, 35, 70, 0.06);
    @media (hover: hover) {
      transition:
        transform 0.2s ease,
        box-shadow 0.2s ease;
      &:hover {
        transform: translateY(-3px);
        box-shadow: 0 14px 36px rgba(15, 35, 70, 0.12);
      }
    }
  `,
  tiles: css<{ $onSurface: boolean }>`
    background: ${({ theme, $onSurface }) =>
      $onSurface ? theme.colors.background : theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  `,
  promo: css`
    background: linear-gradient(
      150deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.dark}
    );
    color: ${({ theme }) => theme.colors.onDark};
    box-shadow: 0 12px 32px rgba(11, 31, 58, 0.25);
  `,
};

export const Card = styled.li<{ $variant: Variant; $onSurface: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.25rem;
  ${media.sm} {
    padding: 1.5rem;
  }
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  ${({ $variant }) => variants[$variant]}
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
`;

export const IconBadge = styled.span<{ $variant: Variant }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: 0.75rem;
  border-radius: 12px;
  ${media.sm} {
    width: 48px;
    height: 48px;
    margin-bottom: 1rem;
  }
  color: ${({ theme, $variant }) => ($variant === 'promo' ? theme.colors.onDark : theme.colors.primary)};
  background: ${({ $variant }) =>
    $variant === 'promo' ? 'rgba(255, 255, 255, 0.16)' : 'rgba(11, 87, 208, 0.1)'};
`;

export const Number = styled.span<{ $variant: Variant }>`
  font-size: 2rem;
  font-weight: 800;
  line-height: 1;
  margin-bottom: 0.75rem;
  color: ${({ theme, $variant }) => ($variant === 'promo' ? theme.colors.accent : theme.colors.primary)};
`;

export const CardImage = styled(Img)`
  object-fit: cover;
  width: 72px;
  height: 72px;
  margin-bottom: 1rem;
`;

/** A wide illustration bleeding to the card edges, on the hero's dark gradient. */
export const Banner = styled.div`
  margin: -1.25rem -1.25rem 1.25rem;
  padding: 1rem 1.5rem;
  ${media.sm} {
    margin: -1.5rem -1.5rem 1.25rem;
  }
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, #16305c);
  display: grid;
  place-items: center;
  img {
    width: 100%;
    max-width: 280px;
    height: auto;
  }
`;

export const CardTitle = styled.h3`
  font-size: 1.15rem;
  margin-bottom: 0.5rem;
`;

export const CardText = styled.p<{ $variant: Variant }>`
  color: ${({ theme, $variant }) => ($variant === 'promo' ? 'rgba(255, 255, 255, 0.88)' : theme.colors.muted)};
  margin: 0;
  flex: 1;
`;

export const Points = styled.ul`
  list-style: none;
  margin: 0.9rem 0 0;
  padding: 0;
  font-size: 0.95rem;
  li {
    position: relative;
    padding-left: 1.25rem;
    margin-bottom: 0.35rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.55em;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
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

export const More = styled.span<{ $variant: Variant }>`
  margin-top: 1rem;
  font-weight: 700;
  color: ${({ theme, $variant }) => ($variant === 'promo' ? theme.colors.onDark : theme.colors.primary)};
`;

export const CardAction = styled.div`
  position: relative;
  z-index: 1;
  margin-top: 1.25rem;
`;
