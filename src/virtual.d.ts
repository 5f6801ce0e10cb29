declare module 'virtual:pages' {
  /** Every page's path with a loader for its validated data, the icons it names and its images' info. */
  export const pages: {
    path: string;
    module: string;
    load: () => Promise<{
      default: import('./app/page-schema').Page;
      icons: import('./ui/Icon').IconComponents;
      images: import('./ui/Img').PageImages;
    }>;
  }[];
}

declare module 'virtual:site' {
  /** The parts of the site config the browser code gets (see browserSiteKeys). */
  const site: import('./schema/browser-site').BrowserSite;
  export default site;
}

declare module 'virtual:site-config' {
  /** The whole validated site config, forms included: for the server's bundle only. */
  const site: import('./app/site-schema').Site;
  export default site;
}

declare module 'virtual:forms' {
  const forms: import('./forms/declarations').Forms;
  export default forms;
}

declare module 'virtual:island-providers' {
  /** What every island renders inside in the browser (the site's module named in vite.config.ts). */
  export function IslandProviders(props: {
    children: import('react').ReactNode;
  }): import('react').ReactNode;
}

declare module 'virtual:dialogs' {
  /**
   * Opens a form dialog (the site's module named in vite.config.ts); false for a name that is not
   * a dialog of this build, so the loader follows the link instead.
   */
  export function openDialog(
    name: string,
    subject: string | undefined,
    opener: HTMLElement | null,
  ): boolean;
}

declare module 'virtual:island-props-check' {
  /**
   * Development only: reports (console.error) and returns what of an island's props does not
   * fit its block's schema.
   */
  export function checkIslandProps(name: string, props: unknown): string[];
}

declare module 'virtual:island-code' {
  /** Each island's code by island name (see src/engine/tooling/vite-plugin-island-code.ts). */
  const islandCode: Record<string, import('./engine/islands/island-names').IslandCode>;
  export default islandCode;
}
