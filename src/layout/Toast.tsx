import styled from 'styled-components';
import { fabSize } from '../styles/theme';

/** Id of the page's toast region, where a form dialog's success message shows after it closes. */
export const toastId = 'site-toast';

const Region = styled.div`
  position: fixed;
  bottom: 1.25rem;
  z-index: 60;
  /* Centred, clear of the floating buttons at the right edge. */
  left: 1rem;
  right: calc(${fabSize} + 2rem);
  width: fit-content;
  margin: 0 auto;
  &:not(:empty) {
    padding: 0.85rem 1.25rem;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.success};
    color: #ffffff;
    font-weight: 600;
    box-shadow: 0 10px 30px rgba(11, 31, 58, 0.3);
  }
`;

/**
 * The toast region, empty in the page's HTML: a live region that is present before anything is
 * said in it, so screen readers announce the message the dialogs island writes into it.
 */
export function Toast() {
  return <Region id={toastId} role="status" aria-live="polite" />;
}
