import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Grid = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 6px 24px rgba(15, 35, 70, 0.06);
  overflow: hidden;
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  @media (hover: hover) {
    transition:
      transform 0.2s ease,
      box-shadow 0.2s ease;
    &:hover {
      transform: translateY(-3px);
      box-shadow: 0 14px 36px rgba(15, 35, 70, 0.12);
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: 1.25rem;
  ${media.sm} {
    padding: 1.5rem;
  }
`;

export const Client = styled.p`
  margin: 0 0 0.35rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h3`
  font-size: 1.2rem;
  margin-bottom: 0.5rem;
`;

/** Stretches the title's link over the whole card, keeping one focusable element per card. */
export const TitleLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Summary = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Tags = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    font-size: 0.85rem;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const More = styled.span`
  margin-top: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
