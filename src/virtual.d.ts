declare module 'virtual:pages' {
  import type { Page } from './app/page-schema';
  import type { IconComponents } from './ui/Icon';
  import type { PageImages } from './ui/Img';
  /** Every page's path with a loader for its validated data, the icons it names and its images' info. */
  export const pages: {
    path: string;
    module: string;
    load: () => Promise<{ default: Page; icons: IconComponents; images: PageImages }>;
  }[];
}

declare module 'virtual:site' {
  import type { ClientSite } from './schema/site';
  const site: ClientSite;
  export default site;
}

declare module 'virtual:forms' {
  import type { Forms } from './forms/declarations';
  const forms: Forms;
  export default forms;
}

declare module 'virtual:island-providers' {
  import type { ReactNode } from 'react';
  /** What every island renders inside in the browser (the site's module named in vite.config.ts). */
  export function IslandProviders(props: { children: ReactNode }): ReactNode;
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
  import type { IslandCode } from './engine/islands/island-names';
  /** Each island's code by island name (see src/engine/tooling/vite-plugin-island-code.ts). */
  const islandCode: Record<string, IslandCode>;
  export default islandCode;
}
