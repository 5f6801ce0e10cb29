import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { headingSchema } from '../../schema/common';

export const legalSectionsSchema = z
  .strictObject({
    type: z.literal('legalSections'),
    heading: headingSchema.optional(),
    updated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like "2026-01-31"')
      .optional()
      .describe('Date of the last change, shown as "Last updated".'),
    intro: z.string().apply(longText).optional(),
    numbered: z.boolean().default(true).describe('Number the sections 1, 2, 3, ...'),
    sections: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          paragraphs: z.array(z.string().min(1)).default([]),
          list: z
            .array(z.string().min(1))
            .default([])
            .describe('Bullet points after the paragraphs.'),
          shownIf: z
            .enum(['analytics.countPageViews'])
            .optional()
            .describe(
              'Show this section only while this setting of site.config.json is on (e.g. only while page views are counted).',
            ),
        }),
      )
      .min(1),
  })
  .describe('Numbered legal sections (terms, privacy policy) with paragraphs and bullet lists.');

export type LegalSectionsBlock = z.infer<typeof legalSectionsSchema>;
