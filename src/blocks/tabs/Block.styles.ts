import styled from 'styled-components';
import { media } from '../../styles/theme';

// Which tab is current lives in DOM attributes (`aria-selected`, `data-current`) that the plain-DOM
// script switches, so these styles key off attributes, never off props. With scripting the layout
// is that of tabs from the first paint (no shift when the script wakes), the tab row kept
// invisible until the script makes it work; without scripting (`scripting: none`) there is no tab
// row and every panel is shown, one under the other.

export const Inner = styled.div`
  max-width: 52rem;
  margin: 0 auto;
`;

export const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  visibility: hidden;
  [data-enhanced] & {
    visibility: visible;
  }
  @media (scripting: none) {
    display: none;
  }
`;

export const Tab = styled.button`
  flex-shrink: 0;
  min-height: 44px;
  padding: 0.5rem 1rem;
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

export const Panel = styled.div`
  padding: 1.5rem 0 0;
  &:not([data-current]) {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 4px;
  }
  h3 {
    font-size: 1.3rem;
    margin-bottom: 0.75rem;
  }
  p {
    margin: 0 0 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
  ${media.md} {
    padding-top: 2rem;
  }
  @media (scripting: none) {
    &:not([data-current]) {
      display: block;
    }
    & + & {
      margin-top: 1rem;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;
