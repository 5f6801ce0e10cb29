import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Tiers = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  align-items: stretch;
  h2 + &,
  p + & {
    margin-top: 2rem;
  }
  ${media.md} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

/** The highlighted tier has a badge, a thicker border and a lift: never colour alone. */
export const Tier = styled.li<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  border: ${({ $highlighted }) => ($highlighted ? '3px' : '1px')} solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ $highlighted }) =>
    $highlighted ? '0 14px 36px rgba(15, 35, 70, 0.16)' : '0 6px 24px rgba(15, 35, 70, 0.06)'};
  ${media.lg} {
    transform: ${({ $highlighted }) => ($highlighted ? 'translateY(-0.5rem)' : 'none')};
  }
`;

export const Name = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.3rem;
  margin-bottom: 0.5rem;
`;

export const Badge = styled.span`
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primaryDark};
  margin-bottom: 0.75rem;
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const Features = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  flex: 1;
  li {
    position: relative;
    padding-left: 1.6rem;
    margin-bottom: 0.45rem;
  }
  /* A tick drawn with borders; the list itself says these are included. */
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.35em;
    width: 0.45rem;
    height: 0.8rem;
    border: solid ${({ theme }) => theme.colors.success};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;
