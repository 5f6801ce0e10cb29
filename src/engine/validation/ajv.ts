import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import type { SiteDefinition } from '../site-definition';
import { pageJsonSchema, siteJsonSchema } from '../tooling/json-schema';

/** ajv-cli's `--all-errors --verbose --strict=false`: every check uses them, so messages agree. */
export const ajvOptions = { allErrors: true, verbose: true, strict: false } as const;

export type SchemaKind = 'page' | 'site';
export type SchemaCheck = (kind: SchemaKind, value: unknown, file: string) => ErrorObject[];

/** Validates against JSON Schema generated from the current zod schemas (build and dev server). */
export function inProcessSchemaCheck(site: SiteDefinition): SchemaCheck {
  // zod checks formats such as e-mail and URL; ajv need not warn that it does not.
  const ajv = new Ajv2020({ ...ajvOptions, logger: false });
  const validators = {
    page: ajv.compile(pageJsonSchema(site)),
    site: ajv.compile(siteJsonSchema(site)),
  };
  return (kind, value) => {
    const validate = validators[kind];
    return validate(value) ? [] : [...(validate.errors ?? [])];
  };
}
