import { z } from 'zod';
import { blockTypes } from '../../blocks/schemas';
import { pageSchema } from '../../schema/page';
import { siteSchema } from '../../schema/site';

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON Schema (draft 2020-12) of a page file, generated from the zod schema. */
export function pageJsonSchema(): JsonObject {
  const schema: JsonObject = z.toJSONSchema(pageSchema, { io: 'input', unrepresentable: 'any' });
  schema.title = 'Page';
  const properties = schema.properties;
  const blocks = isObject(properties) ? properties.blocks : undefined;
  const items = isObject(blocks) ? blocks.items : undefined;
  if (!isObject(blocks) || !isObject(items) || !Array.isArray(items.oneOf)) {
    throw new Error('page schema: expected "blocks" to be an array of a union');
  }
  // A oneOf over all blocks makes validators report every branch's failures. Selecting the
  // branch by "type" with if/then reports only the chosen block's errors, and an unknown type
  // as one enum error listing the allowed types.
  const defs: JsonObject = {};
  const branches = items.oneOf.map((branch: unknown) => {
    const type =
      isObject(branch) && isObject(branch.properties) && isObject(branch.properties.type)
        ? branch.properties.type.const
        : undefined;
    if (typeof type !== 'string') throw new Error('page schema: a block without a literal "type"');
    defs[`block-${type}`] = branch;
    return {
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: { $ref: `#/$defs/block-${type}` },
    };
  });
  blocks.items = {
    type: 'object',
    description: items.description ?? 'A block of the page.',
    required: ['type'],
    properties: {
      type: {
        enum: [...blockTypes],
        description: 'The kind of block; decides which fields it takes.',
      },
    },
    allOf: branches,
  };
  schema.$defs = { ...(isObject(schema.$defs) ? schema.$defs : {}), ...defs };
  return schema;
}

/** JSON Schema (draft 2020-12) of `site.config.json`, generated from the zod schema. */
export function siteJsonSchema(): JsonObject {
  const schema: JsonObject = z.toJSONSchema(siteSchema, { io: 'input', unrepresentable: 'any' });
  schema.title = 'Site configuration';
  return schema;
}

/** Generated schema files, keyed by their path under the project root. */
export function schemaFiles(): Record<string, string> {
  const text = (schema: JsonObject) => `${JSON.stringify(schema, null, 2)}\n`;
  return {
    'schemas/page.schema.json': text(pageJsonSchema()),
    'schemas/site.schema.json': text(siteJsonSchema()),
  };
}
