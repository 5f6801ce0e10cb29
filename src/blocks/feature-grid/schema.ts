import { z } from 'zod';
import { actionSchema, headingSchema, hrefSchema, imageSchema } from '../../schema/common';

export const featureGridSchema = z
  .strictObject({
    type: z.literal('featureGrid'),
    id: z.string().optional().describe('Anchor id for in-page links.'),
    heading: headingSchema.optional(),
    intro: z.string().optional().describe('A sentence or two under the heading.'),
    columns: z
      .literal([2, 3, 4])
      .default(3)
      .describe('Most cards per row on wide screens (fewer on phones).'),
    variant: z
      .enum(['cards', 'tiles'])
      .default('cards')
      .describe('"cards": white cards with image; "tiles": compact tiles on a tinted band.'),
    tone: z.enum(['plain', 'surface', 'dark']).default('plain').describe('Section background.'),
    cards: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          description: z.string().optional(),
          image: imageSchema.optional(),
          href: hrefSchema.optional().describe('Makes the whole card a link to this page.'),
          action: actionSchema.optional().describe('A button at the bottom of the card.'),
        }),
      )
      .min(1),
    actions: z.array(actionSchema).default([]).describe('Buttons under the grid.'),
  })
  .describe('A grid of cards or tiles, each with title, text and optional image, link or button.');

export type FeatureGridBlock = z.infer<typeof featureGridSchema>;
