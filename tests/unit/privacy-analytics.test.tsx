// @vitest-environment happy-dom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRecord } from '../../src/schema/is-record';
import { privacyText, projectWithConfig } from './privacy-support';

const dir = mkdtempSync(join(tmpdir(), 'privacy-analytics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the project whose `analytics` setting is `analytics` (none when undefined). */
const projectWith = (analytics: { countPageViews: boolean } | undefined) =>
  projectWithConfig(dir, ({ analytics: _, ...rest }) =>
    analytics ? { ...rest, analytics } : rest,
  );

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
