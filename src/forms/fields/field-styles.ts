import styled, { css } from 'styled-components';

/** One labelled input with its error; shared by the interactive fields and the static shell. */
export const FieldRow = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.15rem;
`;

export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 1px solid #8a94a6;
  border-radius: 8px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
