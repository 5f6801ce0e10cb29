import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { pageJsonSchema, patternMessages } from '../../src/app/project';
import { ajvOptions } from '../../src/engine/validation/ajv';
import { parseLocatedJson } from '../../src/engine/validation/locate';
import { pageFormatProblem } from '../../src/engine/validation/page-format-problem';
import { resolvePlaceholders } from '../../src/engine/validation/placeholders';
import type { PointedMessage, Problem } from '../../src/engine/validation/problem';
import { schemaErrorsToMessages } from '../../src/engine/validation/schema-problems';
import { zodIssuesToMessages } from '../../src/engine/validation/zod-problems';
import { pageSchema } from '../../src/app/page-schema';

/** Checks one page's value (placeholders resolved) and says what is wrong with it. */
export type PageCheck = (value: unknown) => PointedMessage[];

/** The page schema as the working tree's zod schemas define it: JSON Schema first, then zod. */
export function workingTreeCheck(): PageCheck {
  const validate = new Ajv2020(ajvOptions).compile(pageJsonSchema());
  return (value) => {
    // A page in another format fails for that reason alone, as `npm run validate` says it.
    const formatProblem = pageFormatProblem(value);
    if (formatProblem) return [formatProblem];
    if (!validate(value)) return schemaErrorsToMessages(validate.errors ?? [], patternMessages());
    const result = pageSchema.safeParse(value);
    return result.success ? [] : zodIssuesToMessages(result.error.issues, value);
  };
}

/** A check against a JSON Schema file or text, e.g. the committed one from before a change. */
export function jsonSchemaCheck(schemaText: string): PageCheck {
  const schema: unknown = JSON.parse(schemaText);
  if (typeof schema !== 'object' || schema === null) throw new Error('not a JSON Schema');
  const validate = new Ajv2020({ ...ajvOptions, logger: false }).compile(schema);
  return (value) =>
    validate(value) ? [] : schemaErrorsToMessages(validate.errors ?? [], patternMessages());
}

export interface PageImpact {
  file: string;
  /** Every problem, located; the first is the one to show. */
  problems: Problem[];
  /** True when the page failed before the change too. */
  failedBefore: boolean;
}

/**
 * Checks every page against a schema (by default the working tree's) and returns the pages that
 * fail it, each with its located problems, so a schema change shows its blast radius.
 */
export function schemaImpact({
  root,
  pageFiles,
  site,
  check,
  before,
}: {
  root: string;
  pageFiles: readonly string[];
  site: unknown;
  check: PageCheck;
  before?: PageCheck;
}): PageImpact[] {
  return pageFiles.flatMap((file): PageImpact[] => {
    const parsed = parseLocatedJson(readFileSync(join(root, file), 'utf8'));
    if (!parsed.ok) {
      const problems = parsed.errors.map((e) => ({ file, ...e, pointer: '' }));
      return [{ file, problems, failedBefore: true }];
    }
    const value = resolvePlaceholders(parsed.json.value, site, []);
    const messages = check(value);
    if (messages.length === 0) return [];
    const problems = messages.map((m) => ({ file, ...parsed.json.locate(m.pointer), ...m }));
    problems.sort((a, b) => a.line - b.line || a.col - b.col);
    return [{ file, problems, failedBefore: before ? before(value).length > 0 : false }];
  });
}
