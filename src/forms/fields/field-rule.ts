import type * as z from 'zod/mini';
import type { Field } from './schemas';

/**
 * How a field of one type is checked (by the browser and the server alike), starts out, and is
 * read from a form posted without scripts. Every field type has each one (`fieldRules` is typed
 * over all of them), so a type without one fails to compile.
 */
export interface FieldRule<F extends Field> {
  /**
   * Whether the value may say who sent it (typed text, an address, a number): it is emptied when
   * a lead is anonymised. False only for a value that is one of the form's own choices (a listed
   * option, a ticked box), which says what the enquiry was about and stays for counts.
   */
  personal: boolean;
  /** The zod rule of the field's value in a submission. */
  rule: (field: F) => z.ZodMiniType;
  /** The value of the untouched field: "" for text, false for a checkbox. */
  empty: (field: F) => string | boolean;
  /**
   * The field's value in the JSON the scripted form would send, from what a browser posts
   * without scripts (urlencoded): `posted` is the last value under its name, undefined when the
   * browser sent none; undefined leaves the field out.
   */
  fromFormPost: (posted: string | undefined, field: F) => unknown;
}

/** A value posted without scripts is read as it is: the text the visitor typed or chose. */
export const postedText = (posted: string | undefined): string | undefined => posted;
