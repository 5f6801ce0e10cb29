import { readdirSync, readFileSync } from 'node:fs';
import type { Page as PlaywrightPage } from '@playwright/test';
import type { Block, BlockType } from '../../src/blocks';
import { resolvePlaceholders } from '../../src/engine/validation/placeholders';
import type { Field } from '../../src/forms/fields/schemas';
import type { FormDeclaration } from '../../src/forms/declarations';
import { pageSchema, type Page } from '../../src/app/page-schema';
import { type NavItem, type NavLink } from '../../src/schema/site';
import { siteSchema } from '../../src/app/site-schema';

// The tests read what a page shows from the same files the build reads, so a marketer who
// rewrites a sentence or a heading does not break them: they check behaviour and structure.

const rawSite: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));

/** The site config as the build reads it (defaults applied). */
export const site = siteSchema.parse(rawSite);

/** Every page as the build reads it: company placeholders resolved, defaults applied. */
export const pages: Page[] = readdirSync('pages')
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const value: unknown = JSON.parse(readFileSync(`pages/${file}`, 'utf8'));
    return pageSchema.parse(resolvePlaceholders(value, rawSite, []));
  });

/** The page with this path. */
export function pageAt(path: string): Page {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page has path ${path}`);
  return page;
}

type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** The blocks of one type on a page, in order. */
export function blocksOf<K extends BlockType>(page: Page, type: K): BlockOf<K>[] {
  const ofType = (block: Block): block is BlockOf<K> => block.type === type;
  return page.blocks.filter(ofType);
}

/** The text of a page's only h1: its hero's, a level-1 rich text's, the 404's or the login form's. */
export function h1Of(page: Page): string {
  for (const block of page.blocks) {
    if (block.type === 'hero' || block.type === 'notFound') return block.heading;
    if (block.type === 'richText' && block.headingLevel === 1 && block.heading)
      return block.heading;
    // The login page's heading is the title of the form of its first mode.
    if (block.type === 'authForm') return site.forms.login.title ?? site.forms.login.submitLabel;
  }
  throw new Error(`page ${page.path} has no h1`);
}

/** Pages that have at least one block of a type, with those blocks. */
export function pagesWith<K extends BlockType>(type: K): { page: Page; blocks: BlockOf<K>[] }[] {
  return pages.flatMap((page) => {
    const blocks = blocksOf(page, type);
    return blocks.length > 0 ? [{ page, blocks }] : [];
  });
}

/** A navigation link anywhere in the header menu, with the labels of the menus around it. */
export function navPathTo(
  href: string,
  items: readonly NavItem[] = site.nav,
  menus: string[] = [],
): { link: NavLink; menus: string[] } | undefined {
  for (const item of items) {
    if ('href' in item && item.href === href) return { link: item, menus };
    if ('items' in item) {
      const found = navPathTo(href, item.items, [...menus, item.label]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A field of a form by its name (the key it is sent under, part of the API). */
export function fieldOf(form: FormDeclaration, name: string): Field {
  const field = form.fields.find((f) => f.name === name);
  if (!field) throw new Error(`form has no field ${name}`);
  return field;
}

/** The message a required field shows when empty: its own, else "<label> is required.". */
export const requiredText = (field: Field) =>
  field.requiredMessage ?? `${field.label} is required.`;

/** A text as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The back office navigation's link to `href` (say, '/leads?status=spam'), found by its label in
 * the site config: the inbox on a back-office page leaves its views to that navigation.
 */
export function backOfficeLink(page: PlaywrightPage, href: string) {
  const { backOffice } = site;
  const link = backOffice?.links.find((entry) => entry.href === href);
  if (!backOffice || !link) throw new Error(`the back office has no link to ${href}`);
  return page
    .getByRole('navigation', { name: backOffice.name })
    .getByRole('link', { name: link.label, exact: true });
}
