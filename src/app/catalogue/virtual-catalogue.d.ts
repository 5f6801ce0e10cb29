declare module 'virtual:catalogue' {
  import type { CatalogueEntry } from '../../engine/tooling/catalogue/catalogue-data';
  import type { Block } from '../../blocks';
  /** Every block's documentation and example; empty outside `npm run dev`. */
  export const entries: (CatalogueEntry & { example: Block })[];
}
