import type { FormPageState } from './browser/form-state';
import type { AnyPage } from '../schema/page';
import type { ClientSite } from '../schema/site';
import type { Version } from '../schema/experiment';

/** One page as the site's entry renders it for the engine's document (prerender, server, dev). */
export interface RenderedPage {
  html: string;
  styles: string;
  page: AnyPage;
  /** The page's JSON-LD: the company's and its blocks', which the site computes. */
  structuredData: unknown[];
}

/**
 * How the site's entry renders a page: with a form post's result in it (a post made without
 * JavaScript), and with the site config the server serves now when a publish changed it since
 * the build (its menus, footer and server settings; the parts the browser code carries are the
 * build's, see browserSiteKeys), and as a version of its experiment.
 */
export interface RenderOptions {
  formState?: FormPageState;
  site?: ClientSite;
  /** The version of the page's experiment to show (decisions.md #103); the original by default. */
  version?: Version;
}
