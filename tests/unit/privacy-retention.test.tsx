// @vitest-environment happy-dom
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { privacyText, projectWithConfig } from './privacy-support';

const dir = mkdtempSync(join(tmpdir(), 'privacy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the project whose `leads.retention` is `retention`. */
const projectWith = (retention: Record<string, number>) =>
  projectWithConfig(dir, (config) => ({ ...config, leads: { retention } }));

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
