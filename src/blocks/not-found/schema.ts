import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { hrefSchema } from '../../schema/common';

export const notFoundSchema = z
  .strictObject({
    type: z.literal('notFound'),
    code: z.string().default('404'),
    heading: z.string().min(1),
    text: z.string().min(1).apply(longText),
    link: z.strictObject({ label: z.string().min(1), href: hrefSchema }),
  })
  .describe('The "page not found" message with a link home.');

export type NotFoundBlock = z.infer<typeof notFoundSchema>;
