import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema } from '../../schema/common';

const paragraphsSchema = z.array(z.string().min(1)).min(1);

export const caseStudySchema = z
  .strictObject({
    type: z.literal('caseStudy'),
    id: anchorIdSchema.optional(),
    client: z.string().min(1).describe('The client’s name, as they agreed to be named.'),
    industry: z.string().optional().describe('The client’s industry, e.g. "Retail".'),
    technologies: z
      .array(z.string().min(1))
      .default([])
      .describe('What the work was built with, e.g. "Laravel".'),
    challengeHeading: z.string().min(1).default('The challenge'),
    challenge: paragraphsSchema.describe('What the client needed and why: one or more paragraphs.'),
    solutionHeading: z.string().min(1).default('Our solution'),
    solution: paragraphsSchema.describe('What was built and how: one or more paragraphs.'),
    resultsHeading: z.string().min(1).default('Results'),
    results: z
      .array(z.string().min(1))
      .min(1)
      .describe('What changed for the client, one point each; only figures the client confirmed.'),
    quote: z
      .strictObject({
        text: z
          .string()
          .min(1)
          .apply(longText)
          .describe('What the client said, word for word, with permission.'),
        author: z.string().min(1).describe('Who said it.'),
        role: z.string().optional().describe('Their role, e.g. "Head of Operations".'),
      })
      .optional()
      .describe('A quote from the client.'),
  })
  .describe(
    'The body of a case study page: client facts, challenge, solution, results and a client quote. Put a hero above it for the page title.',
  );

export type CaseStudyBlock = z.infer<typeof caseStudySchema>;
