import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { actionSchema, anchorIdSchema, headingSchema } from '../../schema/common';

export const jobOpeningsSchema = z
  .strictObject({
    type: z.literal('jobOpenings'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.default('Open positions'),
    intro: z.string().apply(longText).optional(),
    jobs: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('Job title; also sent with the application.'),
          employment: z.string().min(1).describe('e.g. "Full-time".'),
          experience: z.string().min(1).describe('e.g. "2+ years".'),
          location: z.string().optional().describe('e.g. "Chennai".'),
          summary: z
            .string()
            .min(1)
            .apply(longText)
            .describe('One or two sentences about the role.'),
          requirements: z.array(z.string().min(1)).default([]).describe('What the role needs.'),
          action: actionSchema
            .default({ label: 'Apply now', opens: 'application', style: 'primary' })
            .describe('The apply button; it opens the application form for this job.'),
        }),
      )
      .min(1),
  })
  .describe('Open positions, each with its facts, requirements and an "Apply now" button.');

export type JobOpeningsBlock = z.infer<typeof jobOpeningsSchema>;
