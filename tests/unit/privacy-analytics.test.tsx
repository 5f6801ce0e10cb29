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

// What the policy must say while page views are counted (decisions.md #100, #102).
const statements = [/without cookies/i, /tracking script/i, /no IP address/i, /random key/i];

describe('the privacy policy states what is counted, as the config counts', () => {
  it('says how page views are counted while counting is on, by the config or by default', () => {
    for (const text of [
      privacyText(projectWith({ countPageViews: true })),
      privacyText(projectWith(undefined)),
    ]) {
      for (const statement of statements) expect(text).toMatch(statement);
      expect(text).toMatch(/daily counts per page, per source .* and per campaign/);
      expect(text).toMatch(/deleted at the end of each day/);
    }
  });

  it('says nothing about counting page views when the config turns it off', () => {
    const text = privacyText(projectWith({ countPageViews: false }));
    for (const statement of statements) expect(text).not.toMatch(statement);
    // The rest of the policy is still there.
    expect(text).toMatch(/How Long We Keep Your Enquiry/);
  });
});
