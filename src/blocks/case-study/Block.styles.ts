import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: 18rem minmax(0, 1fr);
    gap: 3.5rem;
    align-items: start;
  }
`;

export const Facts = styled.dl`
  margin: 0;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 1rem;
    font-weight: 600;
  }
  dd:last-child {
    margin-bottom: 0;
  }
  ${media.lg} {
    position: sticky;
    top: 6rem;
  }
`;

export const Technologies = styled.ul`
  list-style: none;
  margin: 0.35rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Story = styled.div`
  max-width: 46rem;
  h2 {
    font-size: clamp(1.4rem, 1.15rem + 1vw, 1.9rem);
    margin: 0 0 0.75rem;
  }
  h2:not(:first-child) {
    margin-top: 2.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

export const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding-left: 1.75rem;
    margin-bottom: 0.6rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.45em;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Quote = styled.figure`
  margin: 2.5rem 0 0;
  padding: 1.5rem 1.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  blockquote {
    margin: 0;
    font-size: 1.15rem;
    font-style: italic;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: 0.75rem;
    font-weight: 700;
  }
  figcaption span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
