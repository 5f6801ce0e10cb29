import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Title = styled.h1`
  font-size: clamp(1.8rem, 1.4rem + 1.6vw, 2.6rem);
  &:focus {
    outline: none;
  }
`;

/** The live region: one line of status, kept in place so screen readers hear each change. */
export const Live = styled.p`
  min-height: 1.6em;
  font-weight: 600;
`;

export const Filters = styled.form`
  display: grid;
  gap: 1rem;
  margin: 1.5rem 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

export const FilterButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  grid-column: 1 / -1;
`;

export const Exports = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
`;

/** The table scrolls sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0.5rem 0;
  }
  th,
  td {
    text-align: left;
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  tbody th {
    font-weight: 600;
  }
`;

export const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 1rem;
`;

export const Detail = styled.section`
  max-width: 48rem;
  h2:focus {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  h3 {
    margin-top: 2rem;
  }
`;

export const Facts = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0;
  div {
    display: grid;
    gap: 0.15rem 1rem;
    ${media.sm} {
      grid-template-columns: 12rem 1fr;
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

export const History = styled.ol`
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.35rem;
  }
`;

export const Views = styled.nav`
  display: flex;
  gap: 1.5rem;
  margin-block: 0 1rem;
  font-weight: 600;

  a[aria-current='page'] {
    text-decoration-thickness: 3px;
  }
`;

export const Banner = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: 6px;
  padding: 0.75rem 1rem;
  margin-block: 0 1rem;

  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.25rem;
  }

  p {
    margin: 0;
  }
`;

export const SpamNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  padding-inline-start: 0.75rem;
`;

/** The tools for one person's records, set apart from the list above them. */
export const Person = styled.section`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  max-width: 40rem;
  h2,
  h3 {
    font-size: 1.3rem;
  }
`;
