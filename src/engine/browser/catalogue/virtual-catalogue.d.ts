declare module 'virtual:catalogue' {
  import type { CatalogueEntry } from '../../tooling/catalogue/catalogue-data';
  /** Every block's documentation and example; empty outside `npm run dev`. */
  export const entries: CatalogueEntry[];
}
