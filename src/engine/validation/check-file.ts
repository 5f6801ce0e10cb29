import type { z } from 'zod';
import type { SiteDefinition } from '../site-definition';
import type { SchemaCheck, SchemaKind } from './ajv';
import { parseLocatedJson, type LocatedJson } from './locate';
import { pageFormatProblem } from './page-format-problem';
import { resolvePlaceholders } from './placeholders';
import type { Problem } from './problem';
import { schemaErrorsToMessages } from './schema-problems';
import { patternMessages } from './pattern-messages';
import type { RawFile } from './semantic';
import { withStoredAlt } from '../../schema/stored-alt-fill';
import type { StoredAlt } from './stored-alt';
import { zodIssuesToMessages } from './zod-problems';

/** A zod schema's `safeParse`, as the checks call it. */
export type SafeParse<T> = (
  value: unknown,
) => { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } };

/** Finds the line and column of a JSON Pointer in a file. */
export type Locator = Pick<LocatedJson, 'locate'>;

/** What the checks of one file found, kept by `fileCheckCache` while its text is the same. */
export interface FileOutcome {
  problems: Problem[];
  located?: Locator;
  raw?: RawFile;
  unreadable?: RawFile;
  value?: unknown;
  data?: unknown;
}

/**
 * A locator of `text` that parses it again only when asked: a file kept in the cache does not
 * hold its syntax tree, which only a problem found later (across pages) needs.
 */
function locatorOf(text: string): Locator {
  let json: LocatedJson | undefined;
  return {
    locate(pointer) {
      if (!json) {
        const parsed = parseLocatedJson(text);
        if (!parsed.ok) return { line: 1, col: 1 };
        json = parsed.json;
      }
      return json.locate(pointer);
    },
  };
}

/**
 * The checks of one file on its own, in order, each only when the one before passed: JSON syntax,
 * the page format and placeholders (filled from `siteValue`), empty alt texts (filled from the
 * media library, `storedAlt`), the JSON Schema, the zod `parse`.
 */
export function checkFile(
  file: string,
  text: string,
  kind: SchemaKind,
  parse: SafeParse<unknown>,
  context: {
    siteValue: unknown;
    schemaCheck: SchemaCheck;
    definition: SiteDefinition;
    storedAlt?: StoredAlt;
  },
): FileOutcome {
  const { siteValue, schemaCheck, definition, storedAlt } = context;
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    return {
      problems: parsed.errors.map((e) => ({
        file,
        line: e.line,
        col: e.col,
        pointer: '',
        message: e.message,
      })),
      unreadable: { file, value: parsed.partial },
    };
  }
  const found: Problem[] = [];
  const at = (pointer: string, message: string) => ({
    file,
    ...parsed.json.locate(pointer),
    pointer,
    message,
  });
  let value = parsed.json.value;
  if (kind === 'page') {
    const formatProblem = pageFormatProblem(value);
    if (formatProblem) {
      // Its other problems belong to the shape of another format, so they are not listed; the
      // page still exists, so links to it are not dead.
      return {
        problems: [at(formatProblem.pointer, formatProblem.message)],
        located: locatorOf(text),
        unreadable: { file, value },
      };
    }
    const unknown: { pointer: string; message: string }[] = [];
    value = resolvePlaceholders(value, siteValue, unknown);
    if (storedAlt) value = withStoredAlt(value, storedAlt);
    found.push(...unknown.map((m) => at(m.pointer, m.message)));
  }
  const outcome = { problems: found, located: locatorOf(text), raw: { file, value }, value };
  const schemaErrors = schemaCheck(kind, value, file);
  if (schemaErrors.length > 0) {
    const patterns = patternMessages(definition);
    found.push(
      ...schemaErrorsToMessages(schemaErrors, patterns).map((m) => at(m.pointer, m.message)),
    );
    return outcome;
  }
  const result = parse(value);
  if (!result.success) {
    found.push(
      ...zodIssuesToMessages(result.error.issues, value).map((m) => at(m.pointer, m.message)),
    );
    return outcome;
  }
  return { ...outcome, data: result.data };
}
