import { z } from 'zod';
import { hrefSchema } from '../../../schema/common';
import { fieldBase } from '../common';

export const checkboxFieldSchema = z
  .strictObject({
    type: z.literal('checkbox'),
    ...fieldBase,
    label: z
      .string()
      .min(1)
      .max(300)
      .describe('Text beside the box; "{0}", "{1}"… mark where the links below appear.'),
    links: z
      .array(z.strictObject({ label: z.string().min(1), href: hrefSchema }))
      .default([])
      .describe('Links inside the label, e.g. to the terms of use.'),
  })
  .describe('A box to tick, e.g. an agreement; "required" means it must be ticked.');

export type CheckboxField = z.infer<typeof checkboxFieldSchema>;
