import { z } from 'zod';

// The JSON bodies the studio's routes accept; anything else is answered 400 with the reasons.

export const putFile = z
  .strictObject({
    path: z.string(),
    text: z.string().optional(),
    page: z.unknown().optional(),
    baseVersion: z.string().nullable(),
  })
  .refine((b) => (b.text === undefined) !== (b.page === undefined), {
    message: 'send either "text" or "page"',
  });
export const checkBody = z.strictObject({ path: z.string(), page: z.unknown() });
export const newPageBody = z.strictObject({
  template: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  file: z.string().optional(),
});
export const duplicateBody = z.strictObject({
  from: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string().optional(),
  file: z.string().optional(),
});
// A place in a menu or column, counted from 0 among the list's other items.
const place = z.number().int().nonnegative().max(1000).optional();
export const siteEntriesBody = z.strictObject({
  path: z.string().startsWith('/'),
  label: z.string(),
  navMenu: z.string().nullable(),
  footerColumn: z.string().nullable(),
  navPosition: place,
  footerPosition: place,
  description: z.string().max(2000).optional(),
  version: z.string(),
});
