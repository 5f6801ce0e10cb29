import type { AnyPage } from '../schema/page';

/** One page as the site's entry renders it for the engine's document (prerender, server, dev). */
export interface RenderedPage {
  html: string;
  styles: string;
  page: AnyPage;
  /** The page's JSON-LD: the company's and its blocks', which the site computes. */
  structuredData: unknown[];
}
