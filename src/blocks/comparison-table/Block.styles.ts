import styled from 'styled-components';
import { media } from '../../styles/theme';

/**
 * Scrolls the table sideways inside itself, so a wide table never widens the page. Focusable,
 * so a keyboard user can scroll it with the arrow keys.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  /* Contains the cells' visually hidden words (absolutely positioned), which would otherwise
     sit at their place in the wide table outside the scroller and widen the page. */
  position: relative;
  container-type: inline-size;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  h2 + &,
  p + & {
    margin-top: 2rem;
  }
`;

export const Table = styled.table<{ $columns: number }>`
  width: 100%;
  /* Room for the row names and about 9rem a column; narrower screens scroll. */
  min-width: calc(11rem + ${({ $columns }) => $columns} * 9rem);
  border-collapse: collapse;
  caption {
    padding: 1rem 1.25rem 0.75rem;
    text-align: left;
    font-weight: 700;
    font-size: 1.1rem;
  }
  /* The caption's words stay in view, wrapped to the scroller's width, while the table scrolls. */
  caption > span {
    position: sticky;
    left: 1.25rem;
    display: inline-block;
    max-width: calc(100cqw - 2.5rem);
  }
  th,
  td {
    padding: 0.85rem 1.25rem;
    text-align: left;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.95rem;
  }
  /* Row names stay in view while the other columns scroll past. */
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    font-weight: 600;
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  /* On phones the sticky row names take less of the narrow screen. */
  ${media.belowSm} {
    th,
    td {
      padding: 0.75rem 0.9rem;
    }
    th[scope='row'],
    thead th:first-child {
      max-width: 9rem;
    }
  }
  tbody tr:nth-child(even) > * {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Mark = styled.span<{ $yes: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 700;
  color: ${({ theme, $yes }) => ($yes ? theme.colors.success : theme.colors.muted)};
`;
