import styled from 'styled-components';

/** The page's first link, to its `#main`: off screen until focused, then over the header. */
export const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  z-index: 60;
  &:focus {
    top: 0.5rem;
  }
`;
