import styled from 'styled-components';
import { toastId } from '../engine/islands/island-names';
import { cluster, fabSize, media } from '../styles/theme';

const Region = styled.div`
  position: fixed;
  bottom: 1.25rem;
  z-index: 60;
  /* Centred, clear of the floating buttons: beside their column at the right edge, and on
     phones, where they are a row along the bottom, above it. */
  left: 1rem;
  right: calc(${fabSize} + 2rem);
  width: fit-content;
  margin: 0 auto;
  ${media.belowSm} {
    right: 1rem;
    bottom: calc(${cluster.phone.inset} + ${cluster.phone.height} + 0.75rem);
  }
  &:not(:empty) {
    padding: 0.85rem 1.25rem;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.success};
    color: #ffffff;
    font-weight: 600;
    box-shadow: 0 10px 30px rgba(11, 31, 58, 0.3);
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.danger};
  }
  button {
    margin-left: 0.75rem;
    min-height: 44px;
    padding: 0 1rem;
    border: 2px solid currentColor;
    border-radius: 999px;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * The toast region, empty in the page's HTML: a live region that is present before anything is
 * said in it, so screen readers announce what is written into it: a form dialog's success (the
 * dialogs island), or that an island's code could not load (the loader).
 */
export function Toast() {
  return <Region id={toastId} role="status" aria-live="polite" />;
}
