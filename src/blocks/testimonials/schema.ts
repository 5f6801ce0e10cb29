import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema, imageSchema, toneSchema } from '../../schema/common';

export const testimonialsSchema = z
  .strictObject({
    type: z.literal('testimonials'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    items: z
      .array(
        z.strictObject({
          quote: z
            .string()
            .min(1)
            .max(600)
            .apply(longText)
            .describe(
              'The exact words the person approved for publication. Never write, polish or invent a quote.',
            ),
          name: z.string().min(1).describe('The real name of the person quoted.'),
          role: z.string().optional().describe('Their job title, e.g. "Head of Operations".'),
          company: z.string().optional().describe('Their organisation.'),
          photo: imageSchema
            .optional()
            .describe(
              'A portrait they agreed to publish; its alt text may be "" since the name is beside it.',
            ),
        }),
      )
      .min(1)
      .max(6)
      .describe('The quotes, up to 3 a row on wide screens.'),
  })
  .describe(
    'Quotes from real clients, each with name, role and company. Only real quotes, published with the approval of the person quoted.',
  );

export type TestimonialsBlock = z.infer<typeof testimonialsSchema>;
