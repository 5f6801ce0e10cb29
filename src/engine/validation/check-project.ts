import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import type { AnyPage } from '../../schema/page';
import type { AnySite, SiteDefinition } from '../site-definition';
import type { SchemaCheck, SchemaKind } from './ajv';
import { parseLocatedJson, type LocatedJson } from './locate';
import { pageFormatProblem } from './page-format-problem';
import { resolvePlaceholders } from './placeholders';
import { sortProblems, type PointedMessage, type Problem } from './problem';
import { schemaErrorsToMessages } from './schema-problems';
import { imageFileWarnings } from './image-files';
import { patternMessages } from './pattern-messages';
import { semanticChecks, type RawFile } from './semantic';
import { zodIssuesToMessages } from './zod-problems';

export interface ProjectCheck<P extends AnyPage = AnyPage, S extends AnySite = AnySite> {
  /** Errors: a page with one does not build. */
  problems: Problem[];
  /** Worth fixing, but the site builds (say, a source image far larger than any screen needs). */
  warnings: Problem[];
  pages: { file: string; page: P }[];
  site?: S;
}

export interface CheckOptions<P extends AnyPage = AnyPage, S extends AnySite = AnySite> {
  root: string;
  /** The site's schemas and its own checks. */
  definition: SiteDefinition<P, S>;
  schemaCheck: SchemaCheck;
  /** Page files relative to root; defaults to every pages/*.json. */
  pageFiles?: string[];
  siteFile?: string;
  /**
   * Keeps each file's own checks (JSON, placeholders, JSON Schema, zod) by its text and the site
   * config's, so a run after a one-page change checks that page alone and then the rules across
   * pages; the same cache must always be given the same definition and schemaCheck.
   */
  cache?: FileCheckCache;
  /**
   * Image addresses (/images/x.png) that count as present though not under public/ yet: uploads
   * an editor made that the publish naming them will write.
   */
  pendingImages?: ReadonlySet<string>;
}

/** What the checks of one file found, kept by `fileCheckCache` while its text is the same. */
interface FileOutcome {
  problems: Problem[];
  located?: Locator;
  raw?: RawFile;
  unreadable?: RawFile;
  value?: unknown;
  data?: unknown;
}

/** Finds the line and column of a JSON Pointer in a file. */
type Locator = Pick<LocatedJson, 'locate'>;

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

export type FileCheckCache = Map<string, { key: string; outcome: FileOutcome }>;

/** A cache for `checkProject`'s `cache` option. */
export const fileCheckCache = (): FileCheckCache => new Map();

/** Lists the page files of a project, relative to its root. */
export function listPageFiles(root: string, dir = 'pages'): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Runs every check on a project's pages and site config: JSON syntax, the JSON Schema, the zod
 * parse (which applies defaults) and the semantic checks. Returns every problem found, located.
 */
export function checkProject<P extends AnyPage, S extends AnySite>({
  root,
  definition,
  schemaCheck,
  pageFiles = listPageFiles(root),
  siteFile = 'site.config.json',
  cache,
  pendingImages,
}: CheckOptions<P, S>): ProjectCheck<P, S> {
  const problems: Problem[] = [];
  const located = new Map<string, Locator>();
  const raw: RawFile[] = [];
  const unreadable: RawFile[] = [];

  let siteValue: unknown;
  let siteText = '';
  const check = (
    file: string,
    text: string,
    kind: SchemaKind,
    parse: (
      value: unknown,
    ) =>
      { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } },
  ): FileOutcome => {
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
  };
  const load = <T>(
    file: string,
    kind: SchemaKind,
    parse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } },
  ): T | undefined => {
    const text = readFileSync(join(root, file), 'utf8');
    // A page's placeholders are filled from the site config: its outcome holds while both hold.
    const key = kind === 'site' ? text : `${siteText}\u0000${text}`;
    const kept = cache?.get(file);
    const outcome = kept?.key === key ? kept.outcome : check(file, text, kind, parse);
    cache?.set(file, { key, outcome });
    if (kind === 'site') {
      siteText = text;
      siteValue = outcome.value;
    }
    problems.push(...outcome.problems);
    if (outcome.located) located.set(file, outcome.located);
    if (outcome.unreadable) unreadable.push(outcome.unreadable);
    if (outcome.raw) raw.push(outcome.raw);
    return outcome.data as T | undefined;
  };

  const site = existsSync(join(root, siteFile))
    ? load(siteFile, 'site', (v) => definition.siteSchema.safeParse(v))
    : undefined;
  const pages: ProjectCheck<P, S>['pages'] = [];
  for (const file of pageFiles) {
    const page = load(file, 'page', (v) => definition.pageSchema.safeParse(v));
    if (page) pages.push({ file, page });
  }

  const publicDir = join(root, 'public');
  const publicFileExists = (urlPath: string) => {
    if (pendingImages?.has(urlPath)) return true;
    const full = join(publicDir, decodeURI(urlPath));
    return (
      !relative(publicDir, full).startsWith('..') && existsSync(full) && statSync(full).isFile()
    );
  };
  const rawSite = raw.find((r) => r.file === siteFile);
  const rawPages = raw.filter((r) => r !== rawSite);
  for (const m of semanticChecks({
    pages: rawPages,
    site: rawSite,
    unreadable: unreadable.filter((u) => u.file !== siteFile),
    publicFileExists,
  })) {
    const json = located.get(m.file);
    problems.push({
      file: m.file,
      ...(json ? json.locate(m.pointer) : { line: 1, col: 1 }),
      pointer: m.pointer,
      message: m.message,
    });
  }
  // Checks that need the parsed files, defaults applied.
  const at = (file: string, m: PointedMessage): Problem => {
    const json = located.get(file);
    return { file, ...(json ? json.locate(m.pointer) : { line: 1, col: 1 }), ...m };
  };
  if (site) {
    const { pageChecks, siteChecks } = definition;
    if (pageChecks)
      for (const { file, page } of pages)
        problems.push(...pageChecks(page, site).map((m) => at(file, m)));
    if (siteChecks && pageFiles.length > 0)
      problems.push(
        ...siteChecks(
          site,
          pages.map((p) => p.page),
        ).map((m) => at(siteFile, m)),
      );
  }
  const warnings = pages.flatMap(({ file, page }) =>
    imageFileWarnings(page, publicDir).map((m) => ({
      ...at(file, m),
      severity: 'warning' as const,
    })),
  );
  return { problems: sortProblems(problems), warnings: sortProblems(warnings), pages, site };
}
