import { z } from 'zod';

/** What `GET /api/pages` answers. */
export const pageListSchema = z.object({
  pages: z.array(
    z.object({
      file: z.string(),
      path: z.string().nullable(),
      title: z.string().nullable(),
      problems: z.number(),
    }),
  ),
});

export type PageListEntry = z.infer<typeof pageListSchema>['pages'][number];

/** Fetches the studio API's page list, checked before use. */
export async function fetchPageList(): Promise<PageListEntry[]> {
  const response = await fetch('/api/pages');
  if (!response.ok) throw new Error(`the studio API answered ${response.status}`);
  return pageListSchema.parse(await response.json()).pages;
}
