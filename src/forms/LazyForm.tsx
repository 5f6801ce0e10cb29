import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { usePostedForm } from '../engine/browser/form-state';
import { usePagePath } from '../engine/browser/page-path';
import { useSite } from '../engine/browser/site-context';
import type { FormDeclaration, FormName } from './declarations';
import type { InteractiveFormProps } from './InteractiveForm';
import { StaticForm } from './StaticForm';
import forms from 'virtual:forms';

/** What a visitor typed into the static form's fields, and the field that had focus. */
function typedValues(form: HTMLFormElement | null, names: ReadonlySet<string>) {
  const values: Record<string, string | boolean> = {};
  let focusName: string | undefined;
  for (const el of form?.elements ?? []) {
    const control =
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement;
    // Only the declared fields: the hidden form and page fields are the envelope's.
    if (!control || !names.has(el.name)) continue;
    values[el.name] =
      el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
    if (el === document.activeElement) focusName = el.name;
  }
  return { values, focusName };
}

/**
 * An in-page form that keeps the site's first load small: the prerendered page shows the static
 * form, which posts by itself while no script has run (decisions.md #25); react-hook-form, zod
 * and the phone input load when the visitor reaches for the form (pointer over it, focus in it,
 * or a submit after hydration), then replace it with what was typed, focus, the errors of a
 * post already shown, and the submission itself when that is what woke it.
 */
export function LazyForm({ name }: { name: FormName }) {
  const site = useSite();
  const pathname = usePagePath();
  const form: FormDeclaration = forms[name];
  const posted = usePostedForm(name);
  const idPrefix = useId();
  const staticForm = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<{
    Form: ComponentType<InteractiveFormProps>;
    props: Omit<InteractiveFormProps, 'name'>;
  }>();
  const started = useRef(false);
  const submitWhenLoaded = useRef(false);
  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import('./InteractiveForm').then((module) => {
      // Read and replace in one task: with a scheduled render in between, what the visitor
      // typed after the read would be lost with the static form.
      flushSync(() => {
        const names = new Set(form.fields.map((field) => field.name));
        const { values, focusName } = typedValues(staticForm.current, names);
        setLoaded({
          Form: module.default,
          props: {
            initialValues: values,
            focusName,
            initialErrors: posted?.outcome === 'refused' ? posted.errors : undefined,
            submitNow: submitWhenLoaded.current,
          },
        });
      });
    });
  }, [form, posted]);

  // Hydrated as an island because the visitor reached for the form: that visit counts.
  useEffect(() => {
    const element = staticForm.current;
    if (element && (element.contains(document.activeElement) || element.matches(':hover'))) wake();
  }, [wake]);

  if (loaded) {
    const { Form, props } = loaded;
    return <Form key={name} name={name} {...props} />;
  }
  return (
    <StaticForm
      ref={staticForm}
      name={name}
      form={form}
      idPrefix={idPrefix}
      action={`${site.apiBase}${form.endpoint}`}
      page={pathname}
      state={posted}
      onWake={wake}
      onSubmitted={() => {
        submitWhenLoaded.current = true;
        wake();
      }}
    />
  );
}
