import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSite } from '../engine/browser/site-context';
import { usePagePath } from '../engine/browser/page-path';
import type { FormDeclaration, FormName } from './declarations';
import { buildFormSchema, honeypotField } from './build-form-schema';
import type { FormValues } from './fields/field-props';
import { FieldView } from './fields/registry';
import { emptyValue, fieldRule } from './fields/rules';
import { Button, Buttons, FormGrid, Honeypot, StatusText } from './form-styles';
import { FormNotice, noticeDescription } from './FormNotice';
import { visitSource } from './lead-source';
import { isSitePath } from '../schema/normalise-input';
import { submitJson, type Outcome } from './submit-json';

/** What a finished form asks of its container: close, and maybe show a toast on the page. */
export interface FormDone {
  toast?: { message: string; ms: number };
}

export interface FormProps {
  name: FormName;
  form: FormDeclaration;
  /** What the submission is about, e.g. the job title of an application. */
  subject?: string;
  /** Values typed before this form loaded (see LazyForm), and the field that had focus. */
  initialValues?: FormValues;
  focusName?: string;
  /** Per-field errors already shown for these values (a post made before scripts ran). */
  initialErrors?: Record<string, string>;
  /** The result line already shown (a post made before scripts ran), kept until the next submit. */
  initialStatus?: FormStatus;
  /** Submit as soon as mounted: the visitor pressed submit before this form loaded. */
  submitNow?: boolean;
  onDone?: (result: FormDone) => void;
  onCancel?: () => void;
}

/** Every field as it starts: text "", checkboxes unticked, a select on its first choice. */
function emptyValues(form: FormDeclaration): FormValues {
  const values: FormValues = { [honeypotField]: '' };
  for (const field of form.fields) values[field.name] = emptyValue(field);
  return values;
}

/** The field the opening button's subject fills in (e.g. the job applied for), if any. */
function subjectFieldOf(form: FormDeclaration) {
  const name = form.kind === 'lead' ? form.subjectField : undefined;
  return form.fields.find((field) => field.name === name);
}

/** The subject as the subject field's value, when the field accepts it (e.g. a listed job). */
function subjectValues(form: FormDeclaration, subject: string | undefined): FormValues {
  const field = subjectFieldOf(form);
  if (!field || subject === undefined || !fieldRule(field).safeParse(subject).success) return {};
  return { [field.name]: subject };
}

/** The line under the fields: the success message or why sending failed. */
export type FormStatus = { tone: 'success' | 'error'; text: string } | null;

/**
 * One generic form for every declaration: react-hook-form with the compiled zod schema (the
 * server checks the same), the field-type → component map, and the declared texts for
 * sending, success and failure. Values stay after a failure and clear after success.
 */
export default function Form({
  name,
  form,
  subject,
  initialValues,
  focusName,
  initialErrors,
  initialStatus = null,
  submitNow,
  onDone,
  onCancel,
}: FormProps) {
  const site = useSite();
  const pathname = usePagePath();
  const id = useId();
  const schema = useMemo(() => buildFormSchema(form), [form]);
  const empty = useMemo(() => emptyValues(form), [form]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...subjectValues(form, subject), ...initialValues },
  });
  const [status, setStatus] = useState<FormStatus>(initialStatus);
  const timers = useRef<number[]>([]);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));
  const clearTimers = () => timers.current.splice(0).forEach((t) => window.clearTimeout(t));
  useEffect(() => clearTimers, []);
  // Focus goes back to the field the visitor was in when this form replaced its static version
  // (LazyForm), in the commit itself: RHF's setFocus waits a task, and a key typed meanwhile
  // would be lost.
  useLayoutEffect(() => {
    if (focusName) document.getElementById(`${id}-${focusName}`)?.focus();
  }, [focusName, id]);
  const element = useRef<HTMLFormElement>(null);
  const handedOver = useRef({ initialErrors, submitNow });
  // Once, on mount: what the static form it replaces had shown, or was asked to do.
  useEffect(() => {
    const { initialErrors: shown, submitNow: submit } = handedOver.current;
    for (const [field, message] of Object.entries(shown ?? {}))
      setError(field, { type: 'server', message });
    if (submit) element.current?.requestSubmit();
  }, [setError]);

  const refused = (outcome: Extract<Outcome, { kind: 'refused' }>) => {
    const known = new Set(form.fields.map((f) => f.name));
    for (const [field, message] of Object.entries(outcome.errors))
      if (known.has(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    setStatus({ tone: 'error', text: outcome.message ?? form.messages.failure });
  };

  const succeeded = (body: Record<string, unknown>) => {
    if (form.kind !== 'lead') {
      // The session is a cookie the server set; a page that sent the visitor here to log in
      // (`?next=/leads`) is where they go back to.
      const next = new URLSearchParams(window.location.search).get('next');
      const redirect = typeof body.redirectTo === 'string' ? body.redirectTo : form.redirectTo;
      // A second sign-in step (a code) comes first; it goes on to `next` itself.
      window.location.assign(next && isSitePath(next) && !body.secondStep ? next : redirect);
      return;
    }
    reset(empty);
    const { message, show, hideAfterMs, closeAfterMs } = form.success;
    if (show === 'toast' && onDone) return onDone({ toast: { message, ms: hideAfterMs } });
    setStatus({ tone: 'success', text: message });
    later(() => setStatus(null), hideAfterMs);
    if (closeAfterMs !== undefined && onDone) later(() => onDone({}), closeAfterMs);
  };

  const send = async (values: FormValues) => {
    // With a subject field the visitor may have chosen another subject than the button's.
    const subjectField = subjectFieldOf(form);
    const chosen = subjectField ? values[subjectField.name] : subject;
    const about = typeof chosen === 'string' && chosen !== '' ? chosen : undefined;
    const source = form.kind === 'lead' ? visitSource() : {};
    const envelope = {
      form: name,
      page: pathname,
      ...(about ? { subject: about } : {}),
      ...(Object.keys(source).length > 0 ? { source } : {}),
    };
    const outcome = await submitJson(`${site.apiBase}${form.endpoint}`, { ...values, ...envelope });
    if (outcome.kind === 'network') setStatus({ tone: 'error', text: form.messages.network });
    else if (outcome.kind === 'refused') refused(outcome);
    else succeeded(outcome.body);
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      ref={element}
      noValidate
      aria-label={form.title}
      onSubmit={(event) => {
        clearTimers();
        setStatus(null);
        void handleSubmit(send)(event);
      }}
    >
      <FormGrid>
        {form.fields.map((field) => {
          const error = errors[field.name]?.message;
          return (
            <FieldView
              key={field.name}
              field={field}
              id={`${id}-${field.name}`}
              error={typeof error === 'string' ? error : undefined}
              register={register}
              control={control}
            />
          );
        })}
      </FormGrid>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-${honeypotField}`}>Leave this field empty</label>
        <input
          id={`${id}-${honeypotField}`}
          tabIndex={-1}
          autoComplete="off"
          {...register(honeypotField)}
        />
      </Honeypot>
      {status && (
        <StatusText role={status.tone === 'error' ? 'alert' : 'status'} $tone={status.tone}>
          {status.text}
        </StatusText>
      )}
      <FormNotice notice={form.notice} id={`${id}-notice`} />
      <Buttons>
        <Button
          type="submit"
          $look="primary"
          disabled={isSubmitting}
          aria-disabled={isSubmitting}
          {...noticeDescription(form.notice, `${id}-notice`)}
        >
          {isSubmitting ? form.pendingLabel : form.submitLabel}
        </Button>
        {onCancel && form.cancelLabel && (
          <Button type="button" $look="secondary" onClick={onCancel}>
            {form.cancelLabel}
          </Button>
        )}
      </Buttons>
    </form>
  );
}
