import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema } from '../../schema/common';

export const contactInfoSchema = z
  .strictObject({
    type: z.literal('contactInfo'),
    id: anchorIdSchema.optional(),
    heading: headingSchema,
    text: z.string().apply(longText).optional().describe('One or two sentences under the heading.'),
    labels: z
      .strictObject({
        phone: z.string().default('Call us'),
        email: z.string().default('Write to us'),
        address: z.string().default('Visit us'),
        hours: z.string().default('Business hours'),
      })
      .default({
        phone: 'Call us',
        email: 'Write to us',
        address: 'Visit us',
        hours: 'Business hours',
      })
      .describe('Headings of the four panels.'),
  })
  .describe(
    'The company info panel: phone numbers, e-mail, address and hours, all read from site.config.json.',
  );

export type ContactInfoBlock = z.infer<typeof contactInfoSchema>;
