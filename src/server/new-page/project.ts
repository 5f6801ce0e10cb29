import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { logoRowSchema } from '../../blocks/logo-row/schema';
import { resolvePlaceholders } from '../../engine/validation/placeholders';
import { imageSchema, type Image } from '../../schema/common';

const logoSchema = logoRowSchema.shape.logos.element;
export type Logo = z.infer<typeof logoSchema>;

/** What a new page must not clash with, and what its starting content can borrow. */
export interface ProjectFacts {
  root: string;
  site: unknown;
  /** Every page file, read leniently: a broken file still reserves its name and path. */
  pages: { file: string; value: unknown }[];
}

/** A property of a parsed JSON object, or undefined for anything else. */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

/** A page's text field with the site's placeholders filled in, as visitors see it. */
export function resolvedText(value: unknown, key: string, site: unknown): string | undefined {
  const text = field(value, key);
  if (typeof text !== 'string') return undefined;
  const resolved = resolvePlaceholders(text, site, []);
  return typeof resolved === 'string' ? resolved : text;
}

/** Reads the site config and every page of a project. */
export function readProject(root: string): ProjectFacts {
  const site: unknown = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
  const dir = join(root, 'pages');
  const pages = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const file = `pages/${name}`;
          try {
            const value: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));
            return { file, value };
          } catch {
            return { file, value: undefined };
          }
        })
    : [];
  return { root, site, pages };
}

/** `{ name, image }` logo entries already used on pages, to start a logo row with. */
export function knownLogos(facts: ProjectFacts): Logo[] {
  const logos: Logo[] = [];
  for (const { value } of facts.pages) {
    const blocks = field(value, 'blocks');
    for (const block of Array.isArray(blocks) ? blocks : []) {
      if (field(block, 'type') !== 'logoRow') continue;
      const list = field(block, 'logos');
      for (const logo of Array.isArray(list) ? list : []) {
        const parsed = logoSchema.safeParse(logo);
        if (parsed.success) logos.push(parsed.data);
      }
    }
  }
  return logos;
}

// A general illustration: a new page's topic is unknown, so a topical image would mislead.
const genericHero = '/images/services.svg';

/** The general services illustration with the alt text a page already gives it, if any. */
export function knownHeroImage(facts: ProjectFacts): Image | undefined {
  for (const { value } of facts.pages) {
    const blocks = field(value, 'blocks');
    for (const block of Array.isArray(blocks) ? blocks : []) {
      const parsed = imageSchema.safeParse(field(block, 'image'));
      if (field(block, 'type') !== 'hero' || !parsed.success) continue;
      if (parsed.data.src === genericHero && existsSync(join(facts.root, 'public', genericHero)))
        return parsed.data;
    }
  }
  return undefined;
}
