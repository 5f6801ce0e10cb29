import type { ReactNode } from 'react';
import type { Field } from '../../schema/forms';
import { ErrorText, FieldRow, Label, RequiredMark } from './field-styles';

/** Label, control and error text of one field, laid out the same for every type. */
export function FieldFrame({
  field,
  id,
  error,
  children,
}: {
  field: Field;
  id: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FieldRow $wide={field.type === 'textarea'}>
      <Label htmlFor={id}>
        {field.label}
        {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
