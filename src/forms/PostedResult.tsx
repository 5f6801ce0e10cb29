import { formResultId, type FormPageState } from '../engine/browser/form-state';
import type { FormDeclaration } from './declarations';
import { StatusText } from './form-styles';

/**
 * The result of a post made without JavaScript, at the top of its form (decisions.md #25): the
 * success message, or what to correct with each field's error linking to the field. It takes
 * focus when the page opens, and the redirect's fragment points at it, so it is read first.
 */
export function PostedResult({
  name,
  form,
  state,
  idPrefix,
}: {
  name: string;
  form: FormDeclaration;
  state: FormPageState;
  idPrefix: string;
}) {
  const id = formResultId(name);
  if (state.outcome === 'sent') {
    return (
      <StatusText id={id} role="status" tabIndex={-1} autoFocus $tone="success">
        {state.message}
      </StatusText>
    );
  }
  const wrong = form.fields.filter((field) => state.errors[field.name] !== undefined);
  return (
    <StatusText as="div" id={id} role="alert" tabIndex={-1} autoFocus $tone="error">
      <p style={{ margin: 0 }}>{state.message}</p>
      {wrong.length > 0 && (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
          {wrong.map((field) => (
            <li key={field.name}>
              <a href={`#${idPrefix}-${field.name}`} style={{ color: 'inherit' }}>
                {state.errors[field.name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </StatusText>
  );
}
