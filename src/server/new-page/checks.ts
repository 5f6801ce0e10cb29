import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { linkKey } from '../../engine/paths';
import { formatRule } from '../../engine/validation/zod-problems';
import { pageSchema } from '../../app/page-schema';
import { resolvedText, type ProjectFacts } from './project';

/** The starting templates a marketer can choose from. */
export const templates = ['service', 'hub', 'legal', 'case-study'] as const;
export type Template = (typeof templates)[number];

/** What each template starts with, for the prompt and the usage text. */
/** Each template as the studio's New page offers it, in words. */
export const templateLabel: Record<Template, string> = {
  service: 'Service page',
  hub: 'Overview of related pages',
  legal: 'Legal page (terms, privacy)',
  'case-study': 'Case study',
};

export const templateHelp: Record<Template, string> = {
  service: 'hero with a "Build my …" enquiry button, feature grid, logo row, FAQ and CONTACT US',
  hub: 'hero, a grid of cards linking to other pages, and CONTACT US',
  legal: 'a page heading and numbered legal sections',
  'case-study':
    'hero, client facts, challenge, solution, results and CONTACT US; not indexed until approved',
};

const nameWidth = Math.max(...templates.map((t) => t.length)) + 1;

/** The templates, one a line with what each starts with, for the prompt and the usage text. */
export function templateList(indent: string): string {
  return templates.map((t) => `${indent}${t.padEnd(nameWidth)}${templateHelp[t]}`).join('\n');
}

// Paths the site uses for something other than a page file.
const reserved = new Map([['/_catalogue', 'the block catalogue of `npm run dev`']]);

/** The page file for a path: "/cloud-backup" → pages/cloud-backup.json, "/R&D" → r-and-d.json. */
export function fileFor(path: string): string {
  const name = path
    .slice(1)
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `pages/${name || 'home'}.json`;
}

/** Why a path cannot be used, or undefined when it is free and well-formed. */
export function pathProblem(path: string, facts: ProjectFacts): string | undefined {
  const result = pageSchema.shape.path.safeParse(path);
  const issue = result.error?.issues[0];
  if (issue) {
    const rule = issue.code === 'invalid_format' ? formatRule(issue) : issue.message;
    return `the path "${path}" ${rule}, e.g. "/cloud-backup"`;
  }
  const use = reserved.get(linkKey(path));
  if (use) return `the path "${path}" is reserved for ${use}`;
  const taken = facts.pages.find(
    (p) => linkKey(resolvedText(p.value, 'path', facts.site) ?? '') === linkKey(path),
  );
  if (taken) {
    const own = resolvedText(taken.value, 'path', facts.site);
    return `the path "${path}" is already used by ${taken.file} ("${own}"); paths ignore case, so choose another`;
  }
  return undefined;
}

/** Why a file name cannot be used, or undefined. */
export function fileProblem(file: string, facts: ProjectFacts): string | undefined {
  if (!/^pages\/[a-z0-9][a-z0-9-]*\.json$/.test(file)) {
    return `the file "${file}" must be pages/<name>.json with lower-case letters, digits and "-"`;
  }
  if (existsSync(join(facts.root, file))) return `${file} already exists; choose another file name`;
  return undefined;
}

/** Length and uniqueness of a title (10–60) or description (50–160), as validation checks them. */
export function textProblem(
  key: 'title' | 'description',
  text: string,
  facts: ProjectFacts,
): string | undefined {
  const [min, max] = key === 'title' ? [10, 60] : [50, 160];
  const shown = resolvedText({ [key]: text }, key, facts.site) ?? text;
  if (shown.length < min || shown.length > max) {
    return `the ${key} is ${shown.length} characters; search engines show ${min}–${max}`;
  }
  const same = facts.pages.find((p) => resolvedText(p.value, key, facts.site) === shown);
  if (same) return `${same.file} already has this ${key}; every page needs its own`;
  return undefined;
}

/** Why a template name is not one of ours, or undefined. */
export function templateProblem(name: string): string | undefined {
  return templates.some((t) => t === name)
    ? undefined
    : `unknown template "${name}"; choose ${templates.join(', ')}`;
}
