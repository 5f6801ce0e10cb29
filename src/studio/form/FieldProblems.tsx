/** The validation messages of one field, in the validator's wording, tied to its control by id. */
export function FieldProblems({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="field-problems" id={id}>
      {messages.map((message) => (
        <li key={message}>
          <span className="visually-hidden">Problem: </span>
          {message}
        </li>
      ))}
    </ul>
  );
}
