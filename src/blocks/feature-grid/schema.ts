import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import {
  actionSchema,
  anchorIdSchema,
  headingSchema,
  hrefSchema,
  imageSchema,
  toneSchema,
} from '../../schema/common';
import { iconNames } from '../../schema/icon-names';

const cardSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().apply(longText).optional(),
  icon: z
    .enum(iconNames)
    .optional()
    .describe('A small line icon above the title, e.g. "shield-check" (see the list).'),
  image: imageSchema.optional(),
  points: z.array(z.string().min(1)).default([]).describe('Short bullet points under the text.'),
  href: hrefSchema.optional().describe('Makes the whole card a link to this page.'),
  action: actionSchema.optional().describe('A button at the bottom of the card.'),
});

export const featureGridSchema = z
  .strictObject({
    type: z.literal('featureGrid'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    columns: z
      .literal([2, 3, 4])
      .default(3)
      .describe('Most cards per row on wide screens (fewer on phones).'),
    variant: z
      .enum(['cards', 'tiles', 'promo'])
      .default('cards')
      .describe(
        '"cards": white cards with image or icon; "tiles": compact tinted tiles; "promo": bold coloured cards.',
      ),
    imageLayout: z
      .enum(['icon', 'banner'])
      .default('icon')
      .describe('"icon": small image above the title; "banner": wide illustration across the top.'),
    numbered: z.boolean().default(false).describe('Show 01, 02, 03… on the cards (for steps).'),
    tone: toneSchema.default('plain'),
    cards: z.array(cardSchema).min(1),
    actions: z.array(actionSchema).default([]).describe('Buttons under the grid.'),
  })
  .describe('A grid of cards or tiles, each with title, text and optional image, link or button.');

export type FeatureGridBlock = z.infer<typeof featureGridSchema>;
