import { ErrorText, FieldRow, Input, Label } from '../../forms/fields/field-styles';

interface Props {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
}

/** A labelled password input with its error beside it, announced as its description. */
export function PasswordField({ id, name, label, autoComplete, error }: Props) {
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="password"
        required
        maxLength={128}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
