import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema, hrefSchema, toneSchema } from '../../schema/common';

const sourceSchema = z
  .strictObject({
    text: z
      .string()
      .min(1)
      .apply(longText)
      .describe('Who or what the figure comes from, e.g. "Annual report 2024".'),
    href: hrefSchema.optional().describe('A page where a reader can check the figure.'),
  })
  .describe('Where the figure comes from; shown under it as a citation.');

export const statsSchema = z
  .strictObject({
    type: z.literal('stats'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('surface'),
    items: z
      .array(
        z.strictObject({
          value: z
            .string()
            .min(1)
            .max(12)
            .describe('The figure as shown, e.g. "12+" or "98%". Only figures you can back up.'),
          label: z
            .string()
            .min(1)
            .max(80)
            .describe('What the figure counts, read after it: "12+" "years in business".'),
          source: sourceSchema.optional(),
        }),
      )
      .min(1)
      .max(8)
      .describe('The figures, in reading order (up to 4 a row on wide screens).'),
  })
  .describe(
    'Key figures, each a value with its label and an optional source. Use real, checkable figures only.',
  );

export type StatsBlock = z.infer<typeof statsSchema>;
