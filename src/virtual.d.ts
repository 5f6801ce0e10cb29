declare module 'virtual:pages' {
  import type { Page } from './schema/page';
  /** Every page's path with a loader for its validated data. */
  export const pages: { path: string; module: string; load: () => Promise<{ default: Page }> }[];
}

declare module 'virtual:site' {
  import type { Site } from './schema/site';
  const site: Site;
  export default site;
}
