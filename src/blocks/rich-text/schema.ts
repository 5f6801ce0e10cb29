import { z } from 'zod';
import { actionSchema, headingSchema, imageSchema } from '../../schema/common';

export const richTextSchema = z
  .strictObject({
    type: z.literal('richText'),
    id: z.string().optional().describe('Anchor id for in-page links.'),
    eyebrow: z.string().optional(),
    heading: headingSchema.optional(),
    headingLevel: z
      .literal([1, 2])
      .default(2)
      .describe('1 only when this heading is the page title (no hero on the page).'),
    align: z.enum(['left', 'center']).default('left'),
    tone: z.enum(['plain', 'surface', 'dark']).default('plain'),
    paragraphs: z.array(z.string().min(1)).default([]),
    list: z.array(z.string().min(1)).default([]).describe('Bullet points after the paragraphs.'),
    actions: z.array(actionSchema).default([]),
    image: imageSchema.optional().describe('An illustration beside the text (below it on phones).'),
    imagePosition: z.enum(['left', 'right']).default('right').describe('Side of the image.'),
  })
  .describe('A text section: heading, paragraphs, an optional bullet list and buttons.');

export type RichTextBlock = z.infer<typeof richTextSchema>;
