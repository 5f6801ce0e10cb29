import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { actionSchema, anchorIdSchema, headingSchema, imageSchema } from '../../schema/common';

export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short line above the heading.'),
    heading: headingSchema.describe(
      'The page’s main heading, shown largest at the top; a page has one.',
    ),
    text: z.string().apply(longText).optional().describe('One or two sentences under the heading.'),
    highlights: z
      .array(z.string().min(1).max(60))
      .max(6)
      .default([])
      .describe('Up to six short selling points shown with check marks under the text.'),
    image: imageSchema.optional(),
    actions: z.array(actionSchema).default([]).describe('Buttons under the text.'),
  })
  .describe('Page header with heading, text, buttons and an illustration.');

export type HeroBlock = z.infer<typeof heroSchema>;
