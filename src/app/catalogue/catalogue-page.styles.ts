import styled from 'styled-components';

export const Intro = styled.div`
  padding: 3rem 0 2rem;
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 1rem 0 0;
  }
  nav a {
    display: inline-block;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9rem;
  }
`;

export const Entry = styled.article`
  border-top: 4px solid ${({ theme }) => theme.colors.border};
  padding-top: 2rem;
  margin-bottom: 3rem;
`;

/** Frames the rendered example so it reads as a preview, not as part of the catalogue. */
export const Preview = styled.div`
  margin: 1.5rem 0;
  border-block: 1px dashed ${({ theme }) => theme.colors.border};
`;

/** Field table above the example to copy: a five-column table needs the full width. */
export const Details = styled.div`
  display: grid;
  gap: 1.5rem;
`;

export const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
  }
  td:first-child {
    white-space: nowrap;
  }
`;

export const Code = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  pre {
    margin: 0;
    padding: 1rem;
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.onDark};
    font-size: 0.85rem;
  }
`;
