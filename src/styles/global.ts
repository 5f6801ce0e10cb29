import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* Positioned so that the floating cluster's landmark can span the page from the first
     screen's fold to its end (FloatingCluster.tsx). */
  body {
    position: relative;
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
