import { forwardRef } from 'react';
import type { FormDeclaration } from '../schema/forms';
import { ErrorText } from './fields/field-styles';
import { StaticFieldView } from './fields/static-registry';
import { Button, Buttons, FormGrid } from './form-styles';

/**
 * The form as plain HTML, for the prerendered page and the moment before the interactive form
 * has loaded: same labels and layout, no react-hook-form, zod or phone library. Its submit
 * button is disabled; without JavaScript a notice offers the phone and e-mail instead.
 */
export const StaticForm = forwardRef<
  HTMLFormElement,
  { form: FormDeclaration; idPrefix: string; noScript: string; onWake: () => void }
>(function StaticForm({ form, idPrefix, noScript, onWake }, ref) {
  return (
    <form ref={ref} noValidate aria-label={form.title} onFocus={onWake} onPointerEnter={onWake}>
      <FormGrid>
        {form.fields.map((field) => (
          <StaticFieldView key={field.name} field={field} id={`${idPrefix}-${field.name}`} />
        ))}
      </FormGrid>
      <noscript>
        <ErrorText as="p" style={{ marginTop: '1rem' }}>
          {noScript}
        </ErrorText>
      </noscript>
      <Buttons>
        <Button type="submit" $look="primary" disabled>
          {form.submitLabel}
        </Button>
      </Buttons>
    </form>
  );
});
