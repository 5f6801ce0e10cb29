import { useId } from 'react';

/** A labelled text area of the brief dialog, with its hint tied to it. */
export function BriefField({
  label,
  value,
  onChange,
  hint,
  rows = 3,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  rows?: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        required={required}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="field-help" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
