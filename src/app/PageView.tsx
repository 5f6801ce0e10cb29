import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { applyHead, headTags } from '../engine/head';
import { RenderBlocks } from '../engine/render-blocks';
import { useSite } from '../engine/site-context';
import { structuredData } from '../engine/structured-data';
import type { loadPage } from './routes';

/** Renders the route's page: its blocks, and its head tags after client-side navigation. */
export function PageView() {
  const page = useLoaderData<typeof loadPage>();
  const site = useSite();
  useEffect(() => {
    applyHead(headTags(page, site, structuredData(page, site)));
  }, [page, site]);
  return <RenderBlocks blocks={page.blocks} />;
}
