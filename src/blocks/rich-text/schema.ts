import { z } from 'zod';
import {
  actionSchema,
  anchorIdSchema,
  headingSchema,
  imageSchema,
  toneSchema,
} from '../../schema/common';

export const richTextSchema = z
  .strictObject({
    type: z.literal('richText'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional(),
    heading: headingSchema.optional(),
    headingLevel: z
      .literal([1, 2])
      .default(2)
      .describe('1 only when this heading is the page title (no hero on the page).'),
    align: z.enum(['left', 'center']).default('left'),
    tone: toneSchema.default('plain'),
    paragraphs: z.array(z.string().min(1)).default([]),
    list: z.array(z.string().min(1)).default([]).describe('Bullet points after the paragraphs.'),
    actions: z.array(actionSchema).default([]),
    image: imageSchema.optional().describe('An illustration beside the text (below it on phones).'),
    imagePosition: z.enum(['left', 'right']).default('right').describe('Side of the image.'),
  })
  .describe('A text section: heading, paragraphs, an optional bullet list and buttons.');

export type RichTextBlock = z.infer<typeof richTextSchema>;
