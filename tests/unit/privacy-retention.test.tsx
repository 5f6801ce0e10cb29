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

const dir = mkdtempSync(join(tmpdir(), 'privacy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the project whose `leads.retention` is `retention`. */
function projectWith(retention: Record<string, number>): string {
  const root = mkdtempSync(join(dir, 'project-'));
  symlinkSync(resolve('public'), join(root, 'public'), 'dir');
  mkdirSync(join(root, 'pages'));
  for (const name of readdirSync('pages'))
    copyFileSync(join('pages', name), join(root, 'pages', name));
  const config: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
  if (!isRecord(config)) throw new Error('site.config.json is not an object');
  writeFileSync(
    join(root, 'site.config.json'),
    JSON.stringify({ ...config, leads: { retention } }),
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

describe('the privacy policy states the retention periods of the config', () => {
  it('shows each status’s months as site.config.json sets them, and follows a change', () => {
    const first = { new: 41, contacted: 42, won: 43, lost: 44, spam: 45 };
    const second = { new: 51, contacted: 52, won: 53, lost: 54, spam: 55 };
    const before = privacyText(projectWith(first));
    const after = privacyText(projectWith(second));
    for (const months of Object.values(first)) {
      expect(before).toContain(`${months} months`);
      expect(after).not.toContain(`${months} months`);
    }
    for (const months of Object.values(second)) expect(after).toContain(`${months} months`);
  });
});
