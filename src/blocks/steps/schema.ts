import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema, toneSchema } from '../../schema/common';
import { iconNames } from '../../schema/icon-names';

const stepSchema = z.strictObject({
  title: z
    .string()
    .min(1)
    .describe('The step in a few words, e.g. "Discovery"; shown after its number.'),
  text: z
    .string()
    .min(1)
    .apply(longText)
    .describe('A sentence or two on what happens in this step and what the client gets.'),
  icon: z
    .enum(iconNames)
    .optional()
    .describe('A small line icon beside the title, e.g. "compass" (see the list).'),
});

export const stepsSchema = z
  .strictObject({
    type: z.literal('steps'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading, e.g. "Our process".'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    steps: z
      .array(stepSchema)
      .min(2)
      .describe('The steps in the order they happen; they are numbered 1, 2, 3… on the page.'),
  })
  .describe('A numbered process: the steps of how work is done, in order, each with a short text.');

export type StepsBlock = z.infer<typeof stepsSchema>;
