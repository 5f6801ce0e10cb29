import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import {
  anchorIdSchema,
  headingSchema,
  imageSchema,
  internalHrefSchema,
  toneSchema,
} from '../../schema/common';

const studySchema = z.strictObject({
  title: z.string().min(1).describe('Title of the case study, e.g. what was built.'),
  client: z.string().min(1).describe('The client’s name, as they agreed to be named.'),
  summary: z
    .string()
    .min(1)
    .apply(longText)
    .describe('One or two sentences on the problem and the outcome.'),
  image: imageSchema.optional().describe('A picture of the work, across the top of the card.'),
  tags: z
    .array(z.string().min(1))
    .default([])
    .describe('Short labels such as the industry or the service, e.g. "E-commerce".'),
  href: internalHrefSchema.describe('The case study’s own page, e.g. "/case-studies/example".'),
});

export const caseStudiesSchema = z
  .strictObject({
    type: z.literal('caseStudies'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    studies: z.array(studySchema).min(1).describe('One card per case study.'),
  })
  .describe('Cards linking to case study pages: title, client, summary, image and tags each.');

export type CaseStudiesBlock = z.infer<typeof caseStudiesSchema>;
