import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { actionSchema, headingSchema } from '../../schema/common';

export const ctaSchema = z
  .strictObject({
    type: z.literal('cta'),
    heading: headingSchema,
    text: z.string().apply(longText).optional(),
    actions: z.array(actionSchema).min(1).describe('One or two buttons, e.g. CONTACT US.'),
  })
  .describe('A call-to-action band with a heading, a sentence and buttons.');

export type CtaBlock = z.infer<typeof ctaSchema>;
