import type { z } from 'zod';
import { blockSchema } from '../blocks';
import { pageSchemaOf } from '../schema/page';

/** A page file of this site: the page's fields and any of the site's blocks. */
export const pageSchema = pageSchemaOf(blockSchema);

export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
