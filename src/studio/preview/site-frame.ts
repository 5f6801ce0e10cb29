import type { SiteFrame } from '../../schema/browser-site';
import { clientSiteSchema } from '../../schema/site';
import { readAnswer } from '../../schema/api/endpoint';
import { studioApi } from '../../schema/api/studio';

const empty: SiteFrame = {
  nav: [],
  footer: { about: '', columns: [], contactHeading: '', legal: [] },
};

/**
 * The menus and footer the site serves now, for the preview's header and footer: they are not in
 * the browser code (a publish changes them without a build), so they are read from the site
 * config. Without them the preview shows the page with empty menus and says why in the console.
 */
export async function loadSiteFrame(): Promise<SiteFrame> {
  try {
    // The studio's API is beside the studio's page (the frame's parent), wherever this page is.
    const api = new URL('api/file?path=site.config.json', window.parent.location.href);
    const response = await fetch(api.href);
    if (!response.ok) throw new Error(`the studio API answered ${response.status}`);
    const { text } = readAnswer(studioApi.endpoints.file, 200, await response.json()) ?? {};
    if (text === undefined) throw new Error('the studio API sent no site config');
    const config = JSON.parse(text) as Record<string, unknown>;
    return {
      nav: clientSiteSchema.shape.nav.parse(config.nav),
      footer: clientSiteSchema.shape.footer.parse(config.footer),
    };
  } catch (error) {
    console.error('The preview could not read the menus and footer:', error);
    return empty;
  }
}
