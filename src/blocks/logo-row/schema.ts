import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { headingSchema, imageSchema, toneSchema } from '../../schema/common';

export const logoRowSchema = z
  .strictObject({
    type: z.literal('logoRow'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional(),
    tone: toneSchema.default('surface'),
    logos: z
      .array(
        z.strictObject({
          name: z.string().min(1).describe('Technology or tool name, shown under the logo.'),
          image: imageSchema.describe('The logo, chosen from the logo library.'),
        }),
      )
      .min(1),
  })
  .describe('A row of technology or tool logos with their names.');

export type LogoRowBlock = z.infer<typeof logoRowSchema>;
