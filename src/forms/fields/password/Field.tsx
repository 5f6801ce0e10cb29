import { useState } from 'react';
import styled from 'styled-components';
import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { Input } from '../field-styles';
import type { PasswordField } from './schema';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 4.5rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.35rem;
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 0.6rem;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** A password input with a Show/Hide button; paste and password managers work as usual. */
export default function PasswordFieldView({
  field,
  id,
  error,
  register,
}: FieldProps<PasswordField>) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Wrap>
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          aria-required={field.required}
          {...describedBy(id, error)}
          {...register(field.name)}
        />
        <Toggle
          type="button"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </Toggle>
      </Wrap>
    </FieldFrame>
  );
}
