// @vitest-environment happy-dom
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import LegalSections from '../../src/blocks/legal-sections/Block';
import { validatedContent } from '../../src/app/project';
import { isRecord } from '../../src/schema/is-record';
import { renderWithSite } from './render';

const dir = mkdtempSync(join(tmpdir(), 'privacy-analytics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the project whose `analytics` setting is `analytics` (none when undefined). */
function projectWith(analytics: { countPageViews: boolean } | undefined): string {
  const root = mkdtempSync(join(dir, 'project-'));
  symlinkSync(resolve('public'), join(root, 'public'), 'dir');
  mkdirSync(join(root, 'pages'));
  for (const name of readdirSync('pages'))
    copyFileSync(join('pages', name), join(root, 'pages', name));
  const config: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
  if (!isRecord(config)) throw new Error('site.config.json is not an object');
  const { analytics: _, ...rest } = config;
  writeFileSync(
    join(root, 'site.config.json'),
    JSON.stringify(analytics ? { ...rest, analytics } : rest),
  );
  return root;
}

/** The privacy policy's legal sections as the built page shows them, as text. */
function privacyText(root: string): string {
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

/**
 * The policy's sections shown only while page views are counted, as the page file words them
 * (decisions.md #100, #102): a marketer may reword them, the test reads them from the page.
 */
function countingSections(): { title: string; words: string[] }[] {
  const page: unknown = JSON.parse(readFileSync('pages/privacy-policy.json', 'utf8'));
  const blocks = isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [];
  return blocks
    .flatMap((block: unknown) =>
      isRecord(block) && Array.isArray(block.sections) ? block.sections : [],
    )
    .filter(
      (section: unknown) => isRecord(section) && section.shownIf === 'analytics.countPageViews',
    )
    .map((section: Record<string, unknown>) => ({
      title: String(section.title),
      words: [section.paragraphs, section.list].flat().filter((w) => typeof w === 'string'),
    }));
}

describe('the privacy policy states what is counted, as the config counts', () => {
  const sections = countingSections();

  it('has a section that is shown only while page views are counted', () => {
    expect(sections.length).toBeGreaterThan(0);
  });

  it('shows it while counting is on, by the config or by default', () => {
    for (const text of [
      privacyText(projectWith({ countPageViews: true })),
      privacyText(projectWith(undefined)),
    ])
      for (const { title, words } of sections) {
        expect(text).toContain(title);
        for (const sentence of words) expect(text).toContain(sentence);
      }
  });

  it('leaves it out when the config turns counting off, and keeps the rest', () => {
    const text = privacyText(projectWith({ countPageViews: false }));
    for (const { title, words } of sections) {
      expect(text).not.toContain(title);
      for (const sentence of words) expect(text).not.toContain(sentence);
    }
    const on = privacyText(projectWith({ countPageViews: true }));
    expect(text.length).toBeGreaterThan(on.length / 2);
  });
});
