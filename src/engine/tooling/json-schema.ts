import { z } from 'zod';
import { isRecord } from '../../schema/is-record';
import type { SiteDefinition } from '../site-definition';

type JsonObject = Record<string, unknown>;

/**
 * Replaces a oneOf over typed objects (blocks, form fields) by a choice on "type": each
 * alternative moves to `$defs` as `<prefix>-<type>` and is applied with if/then. A oneOf makes
 * validators report every alternative's failures; this reports only the chosen one's errors, and
 * an unknown type as one enum error listing the allowed types.
 */
function selectByType(
  union: unknown,
  { types, prefix, noun }: { types: readonly string[]; prefix: string; noun: string },
  defs: JsonObject,
): JsonObject {
  if (!isRecord(union) || !Array.isArray(union.oneOf))
    throw new Error(`${prefix} schema: expected a union of typed objects`);
  const branches = union.oneOf.map((branch: unknown) => {
    const type =
      isRecord(branch) && isRecord(branch.properties) && isRecord(branch.properties.type)
        ? branch.properties.type.const
        : undefined;
    if (typeof type !== 'string') throw new Error(`${prefix} schema: no literal "type"`);
    defs[`${prefix}-${type}`] = branch;
    return {
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: { $ref: `#/$defs/${prefix}-${type}` },
    };
  });
  return {
    type: 'object',
    description:
      typeof union.description === 'string' ? union.description : `A ${noun} of the page.`,
    required: ['type'],
    properties: {
      type: {
        enum: [...types],
        description: `The kind of ${noun}; decides which fields it takes.`,
      },
    },
    allOf: branches,
  };
}

/** JSON Schema (draft 2020-12) of a page file, generated from the zod schema. */
export function pageJsonSchema(site: SiteDefinition): JsonObject {
  const schema: JsonObject = z.toJSONSchema(site.pageSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  schema.title = 'Page';
  const properties = schema.properties;
  const blocks = isRecord(properties) ? properties.blocks : undefined;
  if (!isRecord(blocks)) throw new Error('page schema: expected "blocks" to be an array');
  const defs: JsonObject = {};
  blocks.items = selectByType(
    blocks.items,
    { types: site.blocks.map((block) => block.type), prefix: 'block', noun: 'block' },
    defs,
  );
  schema.$defs = { ...(isRecord(schema.$defs) ? schema.$defs : {}), ...defs };
  return schema;
}

/** JSON Schema (draft 2020-12) of `site.config.json`, generated from the zod schema. */
export function siteJsonSchema(site: SiteDefinition): JsonObject {
  const schema: JsonObject = z.toJSONSchema(site.siteSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  schema.title = 'Site configuration';
  const properties = schema.properties;
  const forms = isRecord(properties) && isRecord(properties.forms) ? properties.forms : undefined;
  if (!forms || !isRecord(forms.properties)) throw new Error('site schema: expected "forms"');
  // Every form's field list is the same union: its alternatives are written once, in $defs.
  const defs: JsonObject = {};
  for (const form of Object.values(forms.properties)) {
    const fields = isRecord(form) && isRecord(form.properties) ? form.properties.fields : undefined;
    if (!isRecord(fields)) throw new Error('site schema: a form without "fields"');
    fields.items = selectByType(
      fields.items,
      { types: site.fieldTypes, prefix: 'field', noun: 'field' },
      defs,
    );
  }
  schema.$defs = { ...(isRecord(schema.$defs) ? schema.$defs : {}), ...defs };
  return schema;
}

/** Files generated from the schemas, by path: the JSON Schema of page files and of the config. */
export function schemaFiles(site: SiteDefinition): Record<string, string> {
  const text = (schema: JsonObject) => `${JSON.stringify(schema, null, 2)}\n`;
  return {
    'schemas/page.schema.json': text(pageJsonSchema(site)),
    'schemas/site.schema.json': text(siteJsonSchema(site)),
  };
}
