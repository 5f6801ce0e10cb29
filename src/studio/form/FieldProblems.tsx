/**
 * The validation messages of one field, in the validator's wording, tied to its control by id:
 * its problems (which block publishing), then its warnings (which do not; decisions.md #104).
 */
export function FieldProblems({
  id,
  messages,
  warnings = [],
}: {
  id: string;
  messages: readonly string[];
  warnings?: readonly string[];
}) {
  if (messages.length === 0 && warnings.length === 0) return null;
  return (
    <ul className="field-problems" id={id}>
      {messages.map((message) => (
        <li key={message}>
          <span className="visually-hidden">Problem: </span>
          {message}
        </li>
      ))}
      {warnings.map((message) => (
        <li key={`warning-${message}`} className="field-warning">
          <span className="field-warning__mark">Warning: </span>
          {message}
        </li>
      ))}
    </ul>
  );
}
