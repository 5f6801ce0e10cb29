import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import {
  anchorIdSchema,
  headingSchema,
  hrefSchema,
  imageSchema,
  toneSchema,
} from '../../schema/common';

/** The kinds of profile link a person may have; each has its own wording for screen readers. */
export const teamLinkKinds = ['linkedin', 'email', 'website'] as const;

const personSchema = z.strictObject({
  name: z.string().min(1).describe('Full name, as the person wants it shown.'),
  role: z.string().min(1).describe('Job title, e.g. "Project Manager".'),
  photo: imageSchema
    .optional()
    .describe('A portrait, ideally square; without one the person’s initials are shown.'),
  links: z
    .array(
      z.strictObject({
        kind: z.enum(teamLinkKinds).describe('"linkedin", "email" or "website".'),
        href: hrefSchema.describe(
          'The profile URL (https://…), or "mailto:name@example.com" for e-mail.',
        ),
      }),
    )
    .default([])
    .describe('Profile links; each is read out with the person’s name.'),
});

export const teamSchema = z
  .strictObject({
    type: z.literal('team'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.optional(),
    intro: z.string().apply(longText).optional().describe('A sentence or two under the heading.'),
    tone: toneSchema.default('plain'),
    people: z.array(personSchema).min(1),
  })
  .describe('People of the team with photo (or initials), name, role and profile links.');

export type TeamBlock = z.infer<typeof teamSchema>;
