// zod/mini: the same rules as classic zod at a fraction of the size in the browser's forms chunk.
import * as z from 'zod/mini';
import { oneLine, wellFormed } from '../../schema/text-rules';
import type { Field } from './schemas';

/** The text a field shows when it is required and empty. */
export function requiredMessage(field: Field): string {
  return field.requiredMessage ?? `${field.label} is required.`;
}

/** A string rule: wrong type and missing value say what is expected, in the field's words. */
function text(field: Field) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(field)
        : `${field.label} must be text.`,
  });
}

const tooLong = (field: Field, max: number) =>
  z.maxLength(max, `${field.label} can be at most ${max} characters.`);

type Check = { test: (value: string) => boolean; message: string };

export { multiLine, oneLine, wellFormed } from '../../schema/text-rules';

/**
 * A string field: normalised (see normalise-input; one line unless said otherwise), then trimmed
 * (except passwords), bounded, required → at least one character, optional → "" and a missing key
 * are both fine; `check` applies to a non-empty value. Normalising here, in the schema both sides
 * use, means the browser shows the same errors the server gives, and the data the server stores
 * and e-mails is the text that was checked.
 */
export function stringRule(
  field: Field,
  {
    trim = true,
    normalise = oneLine,
    max,
    min,
    check,
    finish,
  }: {
    trim?: boolean;
    normalise?: (value: string) => string;
    max: number;
    min?: number;
    check?: Check;
    /** Brings a value that passed every check to the form it is stored in. */
    finish?: (value: string) => string;
  },
): z.ZodMiniType {
  const checks = [
    wellFormed(field.label),
    z.overwrite(normalise),
    ...(trim ? [z.trim()] : []),
    ...(field.required ? [z.minLength(1, requiredMessage(field))] : []),
    tooLong(field, max),
    ...(min
      ? [
          z.refine<string>(
            (v: string) => v === '' || v.length >= min,
            `${field.label} must be at least ${min} characters.`,
          ),
        ]
      : []),
    ...(check ? [z.refine<string>((v: string) => v === '' || check.test(v), check.message)] : []),
    ...(finish ? [z.overwrite(finish)] : []),
  ];
  const rule = text(field).check(...checks);
  return field.required ? rule : z.optional(rule);
}
