import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useSite } from '../engine/browser/site-context';
import type { FormName } from '../schema/forms';
import { StaticForm } from './StaticForm';
import forms from 'virtual:forms';

type Interactive = ComponentType<{
  name: FormName;
  initialValues: Record<string, string | boolean>;
  focusName?: string;
}>;

/** What a visitor typed into the static form, so nothing is lost when the real one arrives. */
function typedValues(form: HTMLFormElement | null) {
  const values: Record<string, string | boolean> = {};
  let focusName: string | undefined;
  for (const el of form?.elements ?? []) {
    const control =
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement;
    if (!control || !el.name) continue;
    values[el.name] =
      el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
    if (el === document.activeElement) focusName = el.name;
  }
  return { values, focusName };
}

/**
 * An in-page form that keeps the site's first load small: the prerendered page shows the static
 * form; react-hook-form, zod and the phone input load when the visitor reaches for the form
 * (pointer over it or focus in it), then replace it with what was typed and focus kept.
 */
export function LazyForm({ name }: { name: FormName }) {
  const site = useSite();
  const form = forms[name];
  const idPrefix = useId();
  const staticForm = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<{
    Form: Interactive;
    values: Record<string, string | boolean>;
    focusName?: string;
  }>();
  const started = useRef(false);
  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import('./InteractiveForm').then((module) => {
      // Read and replace in one task: with a scheduled render in between, what the visitor
      // typed after the read would be lost with the static form.
      flushSync(() => {
        const { values, focusName } = typedValues(staticForm.current);
        setLoaded({ Form: module.default, values, focusName });
      });
    });
  }, []);

  if (loaded) {
    const { Form, values, focusName } = loaded;
    return <Form key={name} name={name} initialValues={values} focusName={focusName} />;
  }
  const phone = site.company.phones[0]?.display;
  return (
    <StaticForm
      ref={staticForm}
      form={form}
      idPrefix={idPrefix}
      onWake={wake}
      noScript={`This form needs JavaScript. You can also e-mail ${site.company.email}${phone ? ` or call ${phone}` : ''}.`}
    />
  );
}
