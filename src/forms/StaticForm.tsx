import { forwardRef } from 'react';
import type { FormPageState } from '../engine/browser/form-state';
import type { FormDeclaration } from './declarations';
import { honeypotField } from './honeypot';
import { StaticFieldView } from './fields/static-registry';
import { Button, Buttons, FormGrid, Honeypot } from './form-styles';
import { FormNotice, noticeDescription } from './FormNotice';
import { PostedResult } from './PostedResult';

/**
 * The form as plain HTML, for the prerendered page and the moment before the interactive form
 * has loaded: same labels and layout, no react-hook-form, zod or phone library. It is a real
 * form posting to its endpoint, so it works without JavaScript (decisions.md #25): the hidden
 * fields say which form and page, and a page answering a post shows its result and values.
 * Once the page has hydrated, `onSubmitted` takes the submission instead (the scripted path).
 */
export const StaticForm = forwardRef<
  HTMLFormElement,
  {
    name: string;
    form: FormDeclaration;
    idPrefix: string;
    action: string;
    page: string;
    state?: FormPageState;
    onWake: () => void;
    onSubmitted: () => void;
  }
>(function StaticForm({ name, form, idPrefix, action, page, state, onWake, onSubmitted }, ref) {
  const refused = state?.outcome === 'refused' ? state : undefined;
  return (
    <form
      ref={ref}
      method="post"
      action={action}
      noValidate
      aria-label={form.title}
      onFocus={(event) => {
        // Not the result summary: it takes focus on arrival, and must keep it.
        if (event.target.matches('input, select, textarea, button')) onWake();
      }}
      onPointerEnter={onWake}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitted();
      }}
    >
      {state && <PostedResult name={name} form={form} state={state} idPrefix={idPrefix} />}
      <input type="hidden" name="form" value={name} />
      <input type="hidden" name="page" value={page} />
      <FormGrid>
        {form.fields.map((field) => (
          <StaticFieldView
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            value={refused?.values[field.name]}
            error={refused?.errors[field.name]}
          />
        ))}
      </FormGrid>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${idPrefix}-${honeypotField}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${honeypotField}`}
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
        />
      </Honeypot>
      <FormNotice notice={form.notice} id={`${idPrefix}-notice`} />
      <Buttons>
        <Button
          type="submit"
          $look="primary"
          {...noticeDescription(form.notice, `${idPrefix}-notice`)}
        >
          {form.submitLabel}
        </Button>
      </Buttons>
    </form>
  );
});
