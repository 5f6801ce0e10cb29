import { useId } from 'react';

/** A labelled one-line input of a dialog, with its refusal message (if any) tied to it. */
export function TextInput({
  label,
  value,
  onChange,
  problem,
  hint,
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p className="field-help" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="field-problems" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
