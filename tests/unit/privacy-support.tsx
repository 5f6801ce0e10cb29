import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import LegalSections from '../../src/blocks/legal-sections/Block';
import { validatedContent } from '../../src/app/project';
import { isRecord } from '../../src/schema/is-record';
import { renderWithSite } from './render';

/**
 * A copy of the project in a new folder under `dir`: its pages, its pictures (linked) and its
 * site.config.json as `change` makes it.
 */
export function projectWithConfig(
  dir: string,
  change: (config: Record<string, unknown>) => Record<string, unknown>,
): string {
  const root = mkdtempSync(join(dir, 'project-'));
  symlinkSync(resolve('public'), join(root, 'public'), 'dir');
  mkdirSync(join(root, 'pages'));
  for (const name of readdirSync('pages'))
    copyFileSync(join('pages', name), join(root, 'pages', name));
  const config: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
  if (!isRecord(config)) throw new Error('site.config.json is not an object');
  writeFileSync(join(root, 'site.config.json'), JSON.stringify(change(config)));
  return root;
}

/** The privacy policy's legal sections as the built page shows them, as text. */
export function privacyText(root: string): string {
  const { site, pages } = validatedContent(root);
  const policy = site.forms.contact.notice.policy.href;
  const block = pages
    .find((p) => p.path === policy)
    ?.blocks.find((b) => b.type === 'legalSections');
  if (block?.type !== 'legalSections') throw new Error(`${policy} has no legal sections`);
  const { container, unmount } = renderWithSite(<LegalSections block={block} index={0} />);
  const text = container.textContent ?? '';
  unmount();
  return text;
}
