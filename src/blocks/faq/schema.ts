import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { headingSchema, toneSchema } from '../../schema/common';

export const faqSchema = z
  .strictObject({
    type: z.literal('faq'),
    heading: headingSchema.default('Frequently asked questions'),
    tone: toneSchema.default('plain'),
    items: z
      .array(
        z.strictObject({
          question: z.string().min(1),
          answer: z
            .string()
            .min(1)
            .apply(longText)
            .describe('Plain text; the chat assistant also answers from it.'),
        }),
      )
      .min(1),
  })
  .describe('Questions and answers that expand on click.');

export type FaqBlock = z.infer<typeof faqSchema>;
