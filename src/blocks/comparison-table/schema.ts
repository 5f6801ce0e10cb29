import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema, toneSchema } from '../../schema/common';

const cellSchema = z
  .union([z.string().min(1).describe('Text'), z.boolean().describe('Yes or no mark')])
  .describe('Text, or true / false for a yes / no mark (read out as the yes / no labels).');

export const comparisonTableSchema = z
  .strictObject({
    type: z.literal('comparisonTable'),
    id: anchorIdSchema.optional(),
    eyebrow: z.string().optional().describe('Short label above the heading.'),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    caption: z
      .string()
      .min(1)
      .max(160)
      .describe('Names the table, shown above it and read first by screen readers.'),
    corner: z
      .string()
      .min(1)
      .default('Feature')
      .describe('Header of the first column, which holds the row names.'),
    columns: z
      .array(z.string().min(1))
      .min(1)
      .max(6)
      .describe('Headers of the columns compared, e.g. the plans.'),
    rows: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('What this row compares, e.g. "Root access".'),
          cells: z.array(cellSchema).min(1).describe('One cell per column, in column order.'),
        }),
      )
      .min(1)
      .describe('One row per thing compared, its name first.'),
    yesLabel: z
      .string()
      .min(1)
      .default('Yes')
      .describe('What a screen reader says for a yes mark.'),
    noLabel: z.string().min(1).default('No').describe('What a screen reader says for a no mark.'),
  })
  .refine((block) => block.rows.every((row) => row.cells.length === block.columns.length), {
    message: 'every row needs one cell per column',
    path: ['rows'],
  })
  .describe(
    'A table comparing options row by row, with text or yes / no cells; it scrolls sideways on phones.',
  );

export type ComparisonTableBlock = z.infer<typeof comparisonTableSchema>;
