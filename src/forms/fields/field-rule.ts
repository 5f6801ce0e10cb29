import type * as z from 'zod/mini';
import type { Field } from './schemas';

/** How a field of one type is checked (by the browser and the server alike) and starts out. */
export interface FieldRule<F extends Field> {
  /** The zod rule of the field's value in a submission. */
  rule: (field: F) => z.ZodMiniType;
  /** The value of the untouched field: "" for text, false for a checkbox. */
  empty: (field: F) => string | boolean;
}
