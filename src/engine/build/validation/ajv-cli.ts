import type { ErrorObject } from 'ajv';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SchemaCheck, SchemaKind } from './ajv';

const ajvCli = join(
  dirname(createRequire(import.meta.url).resolve('ajv-cli/package.json')),
  'dist/index.js',
);

/** The committed schema file each kind of file is validated against. */
export const schemaFileOf: Record<SchemaKind, string> = {
  page: 'schemas/page.schema.json',
  site: 'schemas/site.schema.json',
};

function parsesAsJson(path: string): boolean {
  try {
    JSON.parse(readFileSync(path, 'utf8'));
    return true;
  } catch {
    return false;
  }
}

function toErrorObject(value: unknown): ErrorObject[] {
  if (typeof value !== 'object' || value === null) return [];
  const { instancePath, schemaPath, keyword, params, message, schema, parentSchema, data } =
    value as Record<string, unknown>;
  if (
    typeof instancePath !== 'string' ||
    typeof schemaPath !== 'string' ||
    typeof keyword !== 'string'
  )
    return [];
  return [
    {
      instancePath,
      schemaPath,
      keyword,
      params: typeof params === 'object' && params !== null ? { ...params } : {},
      ...(typeof message === 'string' ? { message } : {}),
      schema,
      parentSchema:
        typeof parentSchema === 'object' && parentSchema !== null ? { ...parentSchema } : undefined,
      data,
    },
  ];
}

/**
 * Runs ajv-cli over files against a committed schema, as CI and editors see it, and returns the
 * validator errors per file. Files that are not JSON are left to the syntax check.
 */
export function runAjvCli(
  root: string,
  kind: SchemaKind,
  files: string[],
): Map<string, ErrorObject[]> {
  const result = new Map<string, ErrorObject[]>();
  const json = files.filter((file) => parsesAsJson(join(root, file)));
  if (json.length === 0) return result;
  const args = [
    ajvCli,
    'validate',
    '--spec=draft2020',
    '--all-errors',
    '--verbose',
    '--strict=false',
    '--errors=line',
    '-s',
    schemaFileOf[kind],
    ...json.flatMap((f) => ['-d', f]),
  ];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const lines = run.stderr.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^(.*) invalid$/.exec(lines[i] ?? '');
    if (!match?.[1]) continue;
    const parsed: unknown = JSON.parse(lines[i + 1] ?? '[]');
    result.set(match[1], Array.isArray(parsed) ? parsed.flatMap(toErrorObject) : []);
  }
  const valid = run.stdout.split('\n').filter((l) => l.endsWith(' valid')).length;
  if (valid + result.size !== json.length) {
    throw new Error(`ajv-cli did not report on every file:\n${run.stderr}${run.stdout}`);
  }
  return result;
}

/** A schema check backed by ajv-cli runs made up front for all files. */
export function ajvCliSchemaCheck(
  root: string,
  pageFiles: string[],
  siteFile: string,
): SchemaCheck {
  const errors = new Map([
    ...runAjvCli(root, 'page', pageFiles),
    ...runAjvCli(root, 'site', [siteFile]),
  ]);
  return (_kind, _value, file) => errors.get(file) ?? [];
}
