import { blockSchemas } from '../../blocks';
import { pageSchema } from '../../app/page-schema';
import { isRecord } from '../../schema/is-record';
import type { FieldEntry, FieldSpec } from './field-spec';
import { describeSchema } from './describe';

type ObjectSpec = Extract<FieldSpec, { kind: 'object' }>;

// Worked out once per block type, from the same schemas that validate pages.
const byType = new Map<string, ObjectSpec>();
for (const schema of blockSchemas) {
  const spec = describeSchema(schema);
  if (spec.kind === 'object') byType.set(schema.shape.type.value, spec);
}

/** The form of a block type, or undefined for a type no block schema has. */
export function blockSpec(type: unknown): ObjectSpec | undefined {
  return typeof type === 'string' ? byType.get(type) : undefined;
}

/** The block a marketer starts from when adding one of this type: its required fields, empty. */
export { initialValue as newBlockValue } from './initial-value';

const pageSpec = describeSchema(pageSchema);
// The blocks have their own panel, and so has a test of one (on the tested block's form); the
// schema reference and the format version (changed only by `npm run migrate`) are not for people.
const hiddenPageFields = new Set(['blocks', 'experiment', '$schema', 'format']);

/** The page's own fields (path, title, description, …) for the settings form. */
export const pageSettingsFields: readonly FieldEntry[] =
  pageSpec.kind === 'object' ? pageSpec.fields.filter((f) => !hiddenPageFields.has(f.key)) : [];

/** The block's `type`, if it is an object with one. */
export const blockType = (block: unknown) =>
  isRecord(block) && typeof block.type === 'string' ? block.type : undefined;
