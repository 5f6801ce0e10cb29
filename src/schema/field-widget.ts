import type { z } from 'zod';

/**
 * How an editor shows a field beyond what its type says: a link picker, an image picker, or a
 * text area for text that runs to sentences (a one-line input otherwise).
 */
export type FieldWidget = 'link' | 'image' | 'longText';

// Keyed by the schema's definition: the copies `.describe()` and `.meta()` make share it, and
// `.optional()` and `.default()` wrap the schema, so the mark survives them. A check added
// afterwards (`.max()`) makes a new definition: mark the finished field.
const widgets = new WeakMap<object, FieldWidget>();

/** Marks a schema to be shown with this widget: `z.string().apply(shownAs('link'))`. */
export function shownAs(widget: FieldWidget) {
  return <S extends z.core.$ZodType>(schema: S): S => {
    widgets.set(schema._zod.def, widget);
    return schema;
  };
}

/** Text that runs to sentences, shown in a text area: `z.string().apply(longText)`. */
export const longText = shownAs('longText');

/** The widget a schema (wrappers already removed) was declared with, if any. */
export function widgetOf(schema: z.core.$ZodType): FieldWidget | undefined {
  return widgets.get(schema._zod.def);
}
