import styled from 'styled-components';
import { media } from '../styles/theme';
import type { ActionStyle } from '../schema/common';
import { buttonStyles } from '../ui/ActionButton';

export const FormGrid = styled.div`
  display: grid;
  gap: 1rem 1.25rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export const Button = styled.button<{ $look: Exclude<ActionStyle, 'link'> }>`
  ${buttonStyles}
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const StatusText = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ $tone }) => ($tone === 'success' ? '#e8f5ec' : '#fdecea')};
`;

/** Off screen and hidden from assistive technology: only bots fill it in. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
