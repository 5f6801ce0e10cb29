import type { ReactNode } from 'react';
import type { Field } from './schemas';
import { ErrorText, FieldRow, Label, RequiredMark } from './field-styles';

/**
 * Label, control and error text of one field, laid out the same for every type, in the
 * interactive form and its static version alike. A `wide` field spans the whole form.
 */
export function FieldFrame({
  field,
  id,
  error,
  wide = false,
  children,
}: {
  field: Field;
  id: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldRow $wide={wide}>
      <Label htmlFor={id}>
        {field.label}
        {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
