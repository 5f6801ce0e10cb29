import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema } from '../../schema/common';
import { leadFormNames } from '../../forms/declarations';

export const contactFormSchema = z
  .strictObject({
    type: z.literal('contactForm'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.optional().describe('Section heading; defaults to the form title.'),
    text: z.string().apply(longText).optional().describe('One or two sentences under the heading.'),
    form: z
      .enum(leadFormNames)
      .default('contact')
      .describe('Which form of site.config.json "forms" to show.'),
  })
  .describe('A lead form in the page (the contact page form), posting to the API.');

export type ContactFormBlock = z.infer<typeof contactFormSchema>;
