import { forwardRef } from 'react';
import type { FormDeclaration } from '../schema/forms';
import { CheckboxLabel } from './fields/checkbox-field';
import { ErrorText, FieldRow, Input, Label, RequiredMark, TextArea } from './fields/field-styles';
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
        {form.fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          if (field.type === 'checkbox')
            return (
              <FieldRow key={field.name} $wide>
                <div>
                  <input id={id} name={field.name} type="checkbox" aria-required={field.required} />{' '}
                  <label htmlFor={id}>
                    <CheckboxLabel field={field} />
                  </label>
                </div>
              </FieldRow>
            );
          return (
            <FieldRow key={field.name} $wide={field.type === 'textarea'}>
              <Label htmlFor={id}>
                {field.label}
                {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
              </Label>
              {field.type === 'textarea' ? (
                <TextArea
                  id={id}
                  name={field.name}
                  rows={field.rows}
                  aria-required={field.required}
                />
              ) : (
                <Input
                  id={id}
                  name={field.name}
                  type={field.type === 'phone' ? 'tel' : field.type}
                  autoComplete={field.autocomplete}
                  aria-required={field.required}
                />
              )}
            </FieldRow>
          );
        })}
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
