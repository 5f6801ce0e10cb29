import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../engine/validation/problem';
import type { SiteHealthReport } from '../../schema/api/studio';
import { isRecord } from '../../schema/is-record';
import { checkAll } from './check-files';
import { listPages } from './page-list';

type Finding = SiteHealthReport['site'][number];

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
};

/** The block type at `/blocks/N…` of a page, so the studio names the place in words. */
function blockTypeAt(page: unknown, pointer: string): string | undefined {
  const index = /^\/blocks\/(\d+)/.exec(pointer)?.[1];
  const blocks = isRecord(page) ? page.blocks : undefined;
  const block = index !== undefined && Array.isArray(blocks) ? blocks[Number(index)] : undefined;
  return isRecord(block) && typeof block.type === 'string' ? block.type : undefined;
}

const finding = (page: unknown, p: Problem): Finding => {
  const blockType = blockTypeAt(page, p.pointer);
  return {
    pointer: p.pointer,
    message: p.message,
    severity: p.severity ?? 'error',
    ...(blockType ? { blockType } : {}),
  };
};

/**
 * Every problem and health warning of the site by page (decisions.md #109), from the same
 * `checkProject` (and so `siteHealth`) `npm run validate` runs: errors first, then warnings. On
 * the running site `drafts` gives a drafted page's findings and content in place of its file's,
 * as the page list counts them.
 */
export function siteHealthReport(
  root: string,
  drafts: ReadonlyMap<string, { content: unknown; found: Problem[] }> = new Map(),
): SiteHealthReport {
  const checked = checkAll(root);
  const all = [...checked.problems, ...checked.warnings];
  const listed = listPages(root, checked);
  const pages = listed.flatMap(({ file, path, title }) => {
    const draft = drafts.get(file);
    const page = draft ? draft.content : readJson(root, file);
    const found = draft ? draft.found : all.filter((p) => p.file === file);
    const findings = found.map((p) => finding(page, p));
    return findings.length ? [{ file, path, title, findings }] : [];
  });
  const pageFiles = new Set(listed.map((p) => p.file));
  const site = all.filter((p) => !pageFiles.has(p.file)).map((p) => finding(undefined, p));
  return { pages, site };
}
