import { use } from 'react';
import { entries } from 'virtual:catalogue';
import { loadBlockRenderers } from '../render-blocks';
import { CataloguePage } from './catalogue-page';

let ready: Promise<void> | undefined;

/** The `/_catalogue` screen: suspends until every block's renderer is loaded. */
export default function CatalogueRoute() {
  ready ??= loadBlockRenderers(entries.map((entry) => entry.example));
  use(ready);
  return <CataloguePage entries={entries} />;
}
