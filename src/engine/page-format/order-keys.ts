import { z } from 'zod';

type Schema = z.core.$ZodType;
import { isRecord } from '../../schema/is-record';

/** Strips the wrappers that do not change a value's shape (optional, default, lazy, …). */
function unwrap(schema: Schema): Schema {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodLazy
  )
    return unwrap(schema.unwrap());
  // A file holds the input side of a pipe (transforms run after parsing).
  if (schema instanceof z.ZodPipe) return unwrap(schema.in);
  return schema;
}

/** Every non-union alternative of a union, nested unions flattened. */
function alternatives(schema: Schema): Schema[] {
  const inner = unwrap(schema);
  return inner instanceof z.ZodUnion ? inner.options.flatMap(alternatives) : [inner];
}

// A literal key (a union's discriminator such as "type") that the value contradicts rules the
// alternative out; among the rest, the one that knows most of the value's keys wins, the first
// on a tie, so an object is ordered by the block schema it is meant to be.
function pickObjectSchema(
  value: Record<string, unknown>,
  options: Schema[],
): z.ZodObject | undefined {
  let best: { schema: z.ZodObject; score: number } | undefined;
  for (const option of options) {
    if (!(option instanceof z.ZodObject)) continue;
    const shape: Record<string, Schema> = option.shape;
    const contradicted = Object.entries(shape).some(([key, field]) => {
      const inner = unwrap(field);
      return (
        key in value &&
        inner instanceof z.ZodLiteral &&
        ![...inner.values].some((v) => v === value[key])
      );
    });
    if (contradicted) continue;
    const score = Object.keys(value).filter((key) => key in shape).length;
    if (!best || score > best.score) best = { schema: option, score };
  }
  return best?.schema;
}

/**
 * Returns the value with every object's keys in the order its zod schema declares them, nested
 * objects and array items likewise; keys the schema does not know keep their order at the end.
 * Values are never added, dropped or changed, so defaults stay out of the file.
 */
export function orderKeys(value: unknown, schema: Schema): unknown {
  const options = alternatives(schema);
  if (Array.isArray(value)) {
    const list = options.find((o) => o instanceof z.ZodArray || o instanceof z.ZodTuple);
    if (list instanceof z.ZodArray) return value.map((item) => orderKeys(item, list.element));
    if (list instanceof z.ZodTuple) {
      const items: readonly Schema[] = list.def.items;
      return value.map((item, i) => {
        const itemSchema = items[i];
        return itemSchema ? orderKeys(item, itemSchema) : item;
      });
    }
    return value;
  }
  if (!isRecord(value)) return value;
  const record = options.find((o) => o instanceof z.ZodRecord);
  const object = pickObjectSchema(value, options);
  if (!object) {
    if (!(record instanceof z.ZodRecord)) return value;
    const valueType: Schema = record.valueType;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, orderKeys(item, valueType)]),
    );
  }
  const shape: Record<string, Schema> = object.shape;
  const known = Object.keys(shape).filter((key) => Object.hasOwn(value, key));
  const unknown = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
  return Object.fromEntries([
    ...known.flatMap((key) => {
      const field = shape[key];
      return field ? [[key, orderKeys(value[key], field)]] : [];
    }),
    ...unknown.map((key) => [key, value[key]]),
  ]);
}
