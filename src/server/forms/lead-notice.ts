import { createHash } from 'node:crypto';
import { linkKey } from '../../engine/paths';
import type { FormNotice } from '../../forms/declarations';
import type { LeadNotice } from '../../schema/lead';
import type { LiveContent } from '../live-content';

/**
 * What a lead records of the notice its form showed (decisions.md #56), decided by the server
 * from what it serves, never from the request: the purposes as declared, and the policy page's
 * version, a SHA-256 of the page as published now (placeholders filled in, so a changed
 * retention period is a new version). Hashed once per published page.
 */
export function noticeRecorder(live: LiveContent): (notice: FormNotice) => LeadNotice {
  const versions = new WeakMap<object, { version: string; updated?: string }>();
  return ({ purposes, policy }) => {
    const key = linkKey(policy.href);
    const page = live.current()?.pages.find((p) => linkKey(p.path) === key);
    if (!page) return { purposes, policy: { path: policy.href } };
    let known = versions.get(page);
    if (!known) {
      const version = createHash('sha256').update(JSON.stringify(page)).digest('hex');
      const updated = page.blocks.find((b) => b.type === 'legalSections')?.updated;
      known = { version, ...(updated ? { updated } : {}) };
      versions.set(page, known);
    }
    return { purposes, policy: { path: page.path, ...known } };
  };
}
