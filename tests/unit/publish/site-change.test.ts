import { describe, expect, it } from 'vitest';
import type { Site } from '../../../src/app/site-schema';
import { siteChangeNeedsBuild } from '../../../src/server/publish/site-renderer';
import { site } from '../render';

const changed = (change: (copy: Site) => void): Site => {
  const copy = structuredClone(site);
  change(copy);
  return copy;
};

describe('a change of the site config', () => {
  it('to the menus, footer, redirects or publishing settings is rendered by the running server', () => {
    const server = [
      changed((s) => void (s.nav[0]!.label = 'What we do')),
      changed((s) => void (s.footer.legal[0]!.label = 'Our terms')),
      changed((s) => void (s.footer.about = 'Software and cloud services from Chennai.')),
      changed((s) => void (s.redirects = [{ from: '/old-page', to: '/about' }])),
      changed((s) => void (s.publishing = { review: true })),
    ];
    for (const now of server) expect(siteChangeNeedsBuild(site, now)).toBe(false);
  });

  it('to what the browser code carries (company facts, theme, forms) needs a new build', () => {
    const browser = {
      phone: changed((s) => void (s.company.phones[0]!.display = '+91 44 4000 1111')),
      theme: changed((s) => void (s.theme.colors.primary = '#123456')),
      dialog: changed((s) => void (s.dialogPages.enquiry = { href: '/contact#form' })),
      form: changed(
        (s) => void (s.forms.enquiry.title = `${s.forms.enquiry.title ?? ''} (changed)`),
      ),
    };
    for (const [what, now] of Object.entries(browser))
      expect(siteChangeNeedsBuild(site, now), what).toBe(true);
  });
});
