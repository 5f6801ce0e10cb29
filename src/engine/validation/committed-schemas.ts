import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ajvOptions, type SchemaCheck, type SchemaKind } from './ajv';

const require = createRequire(import.meta.url);
const ajvDir = dirname(require.resolve('ajv/package.json'));
// Beside ajv, so the cached code's own require('ajv/dist/runtime/…') finds it.
const cacheDir = join(ajvDir, '..', '.cache', 'validate-schemas');
const ajvVersion = String(JSON.parse(readFileSync(join(ajvDir, 'package.json'), 'utf8')).version);

/** The committed schema file each kind of file is validated against. */
export const schemaFileOf: Record<SchemaKind, string> = {
  page: 'schemas/page.schema.json',
  site: 'schemas/site.schema.json',
};

const isValidator = (value: unknown): value is ValidateFunction => typeof value === 'function';

/**
 * Compiles a schema text, reusing the code compiled last time for the same text, ajv version and
 * options: compiling the page and site schemas takes longer than checking every page.
 */
function compileCached(schemaText: string): ValidateFunction {
  const key = createHash('sha256')
    .update(`${ajvVersion}\0${JSON.stringify(ajvOptions)}\0${schemaText}`)
    .digest('hex')
    .slice(0, 32);
  const file = join(cacheDir, `${key}.cjs`);
  try {
    const cached: unknown = require(file);
    if (isValidator(cached)) return cached;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const ajv = new Ajv2020({ ...ajvOptions, logger: false, code: { source: true } });
  const validate = ajv.compile(JSON.parse(schemaText));
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, standaloneCode(ajv, validate));
    renameSync(temp, file); // whole or not at all, when two runs race
  } catch {
    // A read-only node_modules only costs the compile next time.
  }
  return validate;
}

/**
 * Validates against the committed JSON Schemas in `schemas/`, the ones editors use, as
 * `ajv validate --spec=draft2020 --all-errors --verbose --strict=false` would (same errors, so
 * the same messages), in this process: starting a second Node for ajv-cli took most of the time.
 */
export function committedSchemaCheck(root: string): SchemaCheck {
  const validators = new Map<SchemaKind, ValidateFunction>();
  return (kind, value) => {
    let validate = validators.get(kind);
    if (!validate) {
      validate = compileCached(readFileSync(join(root, schemaFileOf[kind]), 'utf8'));
      validators.set(kind, validate);
    }
    return validate(value) ? [] : [...(validate.errors ?? [])];
  };
}
