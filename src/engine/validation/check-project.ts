import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyPage } from '../../schema/page';
import type { AnySite, SiteDefinition } from '../site-definition';
import type { SchemaCheck, SchemaKind } from './ajv';
import { checkFile, type FileOutcome, type Locator, type SafeParse } from './check-file';
import { sortProblems, type PointedMessage, type Problem } from './problem';
import { imageFileWarnings, imageFileWidths } from './image-files';
import { healthErrors, siteHealth } from './health/site-health';
import { semanticChecks, type RawFile } from './semantic';
import { readStoredAlt } from './stored-alt';

export interface ProjectCheck<P extends AnyPage = AnyPage, S extends AnySite = AnySite> {
  /** Errors: a page with one does not build. */
  problems: Problem[];
  /**
   * Worth fixing, but the site builds: the page health checks' findings (decisions.md #104) the
   * site config does not make errors, each with its `check`.
   */
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
  const { text: mediaText, storedAlt } = readStoredAlt(root);
  const load = <T>(file: string, kind: SchemaKind, parse: SafeParse<T>): T | undefined => {
    const text = readFileSync(join(root, file), 'utf8');
    // A page's placeholders are filled from the site config and its empty alt texts from the
    // media library: its outcome holds while all three hold.
    const key = kind === 'site' ? text : `${siteText}\u0000${mediaText}\u0000${text}`;
    const kept = cache?.get(file);
    const outcome =
      kept?.key === key
        ? kept.outcome
        : checkFile(file, text, kind, parse, { siteValue, schemaCheck, definition, storedAlt });
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
  // The health checks (decisions.md #104): warnings, unless the site config makes one an error.
  const byType = new Map(definition.blocks.map((b) => [b.type, b]));
  const findings = [
    ...siteHealth({
      pages,
      site: rawSite,
      context: {
        headingsOf: (block) => byType.get(block.type)?.headingsOf?.(block) ?? [],
        imagesOf: (block) => byType.get(block.type)?.imagesOf?.(block) ?? [],
        fileWidth: imageFileWidths(publicDir),
      },
    }),
    ...pages.flatMap(({ file, page }) =>
      page.healthExceptions?.some((e) => e.check === 'image-file-size')
        ? []
        : imageFileWarnings(page, publicDir).map((m) => ({
            ...m,
            file,
            check: 'image-file-size' as const,
          })),
    ),
  ];
  const raised = healthErrors(rawSite?.value);
  const warnings: Problem[] = [];
  for (const { file, ...finding } of findings) {
    if (raised.has(finding.check)) problems.push(at(file, finding));
    else warnings.push({ ...at(file, finding), severity: 'warning' });
  }
  return { problems: sortProblems(problems), warnings: sortProblems(warnings), pages, site };
}
