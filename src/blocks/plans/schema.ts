import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { actionSchema, anchorIdSchema, headingSchema, toneSchema } from '../../schema/common';

const planSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(60)
    .describe('Name of the tier, e.g. "Starter"; also sent with a form.'),
  price: z
    .string()
    .min(1)
    .max(60)
    .optional()
    .describe(
      'The price as you quote it, free text: "From ₹40,000", "Custom quote". Leave it out rather than guess.',
    ),
  description: z
    .string()
    .apply(longText)
    .optional()
    .describe('Who the tier is for, in a sentence.'),
  features: z.array(z.string().min(1)).default([]).describe('What the tier includes.'),
  action: actionSchema.describe(
    'The button at the bottom: a link, or a form dialog ("opens") told which tier it is about.',
  ),
  highlighted: z
    .boolean()
    .default(false)
    .describe('Marks the tier you recommend, with a visible badge (at most one tier).'),
});

export const plansSchema = z
  .strictObject({
    type: z.literal('plans'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    highlightLabel: z
      .string()
      .min(1)
      .max(30)
      .default('Recommended')
      .describe('The badge text of the highlighted tier; it is also read by screen readers.'),
    plans: z
      .array(planSchema)
      .min(1)
      .max(4)
      .refine((plans) => plans.filter((plan) => plan.highlighted).length <= 1, {
        message: 'only one plan can be highlighted',
      })
      .describe('The tiers, left to right; one row of up to 4 on wide screens.'),
  })
  .describe(
    'Pricing or engagement tiers side by side: name, price as quoted, features and a button. Real prices only.',
  );

export type PlansBlock = z.infer<typeof plansSchema>;
