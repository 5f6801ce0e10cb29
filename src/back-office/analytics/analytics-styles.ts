import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Title = styled.h1`
  font-size: clamp(1.8rem, 1.4rem + 1.6vw, 2.6rem);
`;

/** The live region: one line of status, kept in place so screen readers hear each change. */
export const Live = styled.p`
  min-height: 1.6em;
  font-weight: 600;
`;

export const RangeForm = styled.form`
  display: grid;
  gap: 1rem;
  align-items: end;
  margin: 1.5rem 0 0.5rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 12rem)) auto;
    justify-content: start;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

/** The quick choices: links as tall as a finger needs. */
export const Quick = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
  a[aria-current='true'] {
    text-decoration-thickness: 3px;
  }
`;

export const Part = styled.section`
  margin-top: 2.5rem;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 0.75rem;
  }
`;

export const PartHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.5rem;
  h2 {
    margin: 0;
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: clamp(1.4rem, 1.2rem + 1vw, 2rem);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A table scrolls sideways inside its own box on a phone instead of widening the page; a shadow
 * at an edge shows there is more that way (covered where the table ends).
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.background} 30%, transparent) left /
      2rem 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.background} 30%, transparent) right /
      2rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 20%), transparent) left / 0.75rem 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 20%), transparent) right / 0.75rem 100%
      no-repeat scroll;
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
    padding: 0.6rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    ${media.sm} {
      padding-inline: 0.75rem;
    }
  }
  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 10rem;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Chart = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 12rem;
  }
  figcaption {
    margin-top: 0.75rem;
  }
  details {
    margin-top: 0.75rem;
  }
  summary {
    /* A list item keeps the disclosure triangle; the padding makes it 44 px tall. */
    display: list-item;
    width: fit-content;
    padding-block: 0.6rem;
    cursor: pointer;
    font-weight: 600;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

export const Axis = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
