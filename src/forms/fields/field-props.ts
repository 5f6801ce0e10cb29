import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import type { Field } from './schemas';

export type FormValues = FieldValues;

/** What every field component gets: its declaration, ids, its error and the form's handles. */
export interface FieldProps<F extends Field = Field> {
  field: F;
  id: string;
  error?: string;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
}

/**
 * What every field's static version gets: its declaration, the id of its control and, on a page
 * answering a post made without JavaScript, the value posted and its error.
 */
export interface StaticFieldProps<F extends Field = Field> {
  field: F;
  id: string;
  value?: string | boolean;
  error?: string;
}

/** A posted value as the text a static control starts with. */
export const postedText = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined;

/** Accessibility attributes linking an input to its error text. */
export function describedBy(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    ...(error ? { 'aria-describedby': `${id}-error` } : {}),
  };
}
