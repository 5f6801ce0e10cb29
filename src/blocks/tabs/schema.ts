import { z } from 'zod';
import { anchorIdSchema, headingSchema } from '../../schema/common';

export const tabsSchema = z
  .strictObject({
    type: z.literal('tabs'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.optional(),
    label: z.string().min(1).describe('Accessible name of the row of tabs, e.g. "Our process".'),
    tone: z.enum(['plain', 'surface']).default('plain').describe('Section background.'),
    tabs: z
      .array(
        z.strictObject({
          label: z.string().min(1).max(40).describe('The tab’s short name, e.g. "Plan".'),
          heading: z.string().min(1).describe('Heading of the tab’s panel.'),
          paragraphs: z.array(z.string().min(1)).default([]),
          list: z.array(z.string().min(1)).default([]).describe('Bullet points after the text.'),
        }),
      )
      .min(2)
      .max(8),
  })
  .describe(
    'Tabs that switch between panels of text; without JavaScript every panel is shown, one under the other.',
  );

export type TabsBlock = z.infer<typeof tabsSchema>;
