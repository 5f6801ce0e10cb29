import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../../../schema/is-record';
import type { SiteDefinition } from '../../site-definition';
import { pageJsonSchema } from '../json-schema';
import { patternMessages } from '../../validation/pattern-messages';
import { resolvePlaceholders } from '../../validation/placeholders';
import type { PointedMessage } from '../../validation/problem';
import { zodIssuesToMessages } from '../../validation/zod-problems';
import { fieldRows, type FieldRow } from './field-rows';

/** Everything the catalogue shows about one block type. */
export interface CatalogueEntry {
  type: string;
  /** `src/blocks/feature-grid` */
  folder: string;
  description: string;
  rows: FieldRow[];
  /** `src/blocks/feature-grid/example.json` */
  exampleFile: string;
  /** The example exactly as written, for copying. */
  exampleText: string;
  /** The example with placeholders resolved and defaults applied, for rendering. */
  example: { type: string };
}

/** Thrown when a block has no example or an invalid one: the catalogue needs both. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The block catalogue cannot be built:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

export interface CatalogueOptions {
  /** The site whose blocks are listed. */
  site: SiteDefinition;
  root?: string;
  /** Reads a block's example.json; undefined when there is none. */
  readExample?: (file: string) => string | undefined;
}

/**
 * The catalogue of every registered block, in registry order: its description and field table
 * from the generated JSON Schema (`$defs/block-<type>`, the `.describe()` texts, defaults and
 * allowed values) and its `example.json`, checked against the block's schema.
 */
export function blockCatalogue({
  site: definition,
  root = process.cwd(),
  readExample = (file) =>
    existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined,
}: CatalogueOptions): CatalogueEntry[] {
  const defs = pageJsonSchema(definition).$defs;
  const site: unknown = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
  const patterns = patternMessages(definition);
  const problems: string[] = [];
  const entries = definition.blocks.flatMap(
    ({ type, folder, schema: blockSchema }): CatalogueEntry[] => {
      const exampleFile = `${folder}/example.json`;
      const schema = isRecord(defs) ? defs[`block-${type}`] : undefined;
      if (!isRecord(schema)) throw new Error(`page schema has no $defs/block-${type}`);
      const exampleText = readExample(exampleFile);
      if (exampleText === undefined) {
        problems.push(
          `${exampleFile} is missing: every block needs an example a marketer can copy`,
        );
        return [];
      }
      const example = checkExample(exampleFile, exampleText, { type, blockSchema }, site, problems);
      if (!example) return [];
      const description = typeof schema.description === 'string' ? schema.description : '';
      return [
        {
          type,
          folder,
          description,
          rows: fieldRows(schema, patterns),
          exampleFile,
          exampleText,
          example,
        },
      ];
    },
  );
  if (problems.length > 0) throw new CatalogueError(problems);
  return entries;
}

function checkExample(
  file: string,
  text: string,
  { type, blockSchema }: { type: string; blockSchema: SiteDefinition['blocks'][number]['schema'] },
  site: unknown,
  problems: string[],
): { type: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    problems.push(`${file} is not valid JSON: ${String(error)}`);
    return undefined;
  }
  const unknown: PointedMessage[] = [];
  const resolved = resolvePlaceholders(value, site, unknown);
  if (!isRecord(resolved) || resolved.type !== type) {
    unknown.push({ pointer: '/type', message: `must be "${type}", the block of this folder` });
    problems.push(...unknown.map((m) => `${file} ${m.pointer || '/'}  ${m.message}`));
    return undefined;
  }
  const result = blockSchema.safeParse(resolved);
  const messages = [
    ...unknown,
    ...(result.success ? [] : zodIssuesToMessages(result.error.issues, resolved)),
  ];
  problems.push(...messages.map((m) => `${file} ${m.pointer || '/'}  ${m.message}`));
  return messages.length === 0 && result.success ? result.data : undefined;
}
