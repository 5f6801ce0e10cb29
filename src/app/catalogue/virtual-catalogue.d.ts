declare module 'virtual:catalogue' {
  /** Every block's documentation and example; empty outside `npm run dev`. */
  export const entries: (import('../../engine/tooling/catalogue/catalogue-data').CatalogueEntry & {
    example: import('../../blocks').Block;
  })[];
}
