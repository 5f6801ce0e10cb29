import { z } from 'zod';
import { longText } from './field-widget';
import { imageSchema } from './common';
import { currentPageFormat } from './page-format-version';
import { experimentSchemaOf } from './experiment';
import { healthExceptionsSchema } from './page-health';

/**
 * The frame a page is shown in: `site` the public header, footer and floating buttons; `backOffice`
 * the staff area's own header and navigation (site.config.json's `backOffice`), for staff pages.
 */
export const pageLayouts = ['site', 'backOffice'] as const;
export type PageLayout = (typeof pageLayouts)[number];

export const robotsValues = [
  'index, follow',
  'noindex, follow',
  'index, nofollow',
  'noindex, nofollow',
] as const;

/**
 * The schema of a page file whose blocks are `block`: its URL, search-engine fields and the blocks
 * it shows. The site calls it with the union of its blocks (src/app/page-schema.ts); the engine
 * reads any page as an `AnyPage`.
 */
export const pageSchemaOf = <B extends z.ZodType<{ type: string }>>(block: B) =>
  z
    .strictObject({
      $schema: z
        .string()
        .optional()
        .describe('Lets editors check this file: "../schemas/page.schema.json".'),
      format: z
        .literal(currentPageFormat)
        .describe(
          `The page format version, ${currentPageFormat}. An older page is upgraded by \`npm run migrate\`; do not change it by hand.`,
        ),
      path: z
        .string()
        .regex(
          /^\/([A-Za-z0-9&_-]+(\/[A-Za-z0-9&_-]+)*)?$/,
          'must start with "/" and contain only letters, digits, "-", "_", "&" and "/"',
        )
        .describe('The URL of the page, e.g. "/vps-hosting". Matching ignores case.'),
      title: z.string().min(1).describe('Browser tab and search result title (10–60 characters).'),
      description: z
        .string()
        .min(1)
        .apply(longText)
        .describe('Search result snippet (50–160 characters).'),
      keywords: z.array(z.string().min(1)).default([]).describe('Meta keywords.'),
      robots: z
        .enum(robotsValues)
        .default('index, follow')
        .describe('Whether search engines index this page.'),
      canonical: z
        .string()
        .regex(/^https:\/\/\S+$/, 'must be a full https:// URL')
        .optional()
        .describe('Canonical URL; defaults to the site URL plus the path.'),
      image: imageSchema
        .optional()
        .describe('Image shown when the page is shared on social networks.'),
      breadcrumb: z
        .string()
        .optional()
        .describe('Short name in breadcrumbs; defaults to the title.'),
      companySchema: z
        .boolean()
        .default(false)
        .describe(
          'Adds the company as structured data (Organization and LocalBusiness with address, phones and opening hours) for search engines; use on the home and contact pages.',
        ),
      access: z
        .enum(['account', 'staff', 'backOffice'])
        .optional()
        .describe(
          'Who may open the page: "account" any logged-in account, "staff" staff accounts only, "backOffice" staff and editors; others are sent to log in. Absent: everyone. Such a page must not be indexed.',
        ),
      layout: z
        .enum(pageLayouts)
        .default('site')
        .describe(
          'The frame around the page: "site" the public header, footer and floating buttons; "backOffice" the staff area\'s own header and navigation (site.config.json\'s "backOffice"), for a page with "access": "staff" or "backOffice".',
        ),
      healthExceptions: healthExceptionsSchema,
      blocks: z.array(block).min(1).describe('The sections of the page, top to bottom.'),
      experiment: experimentSchemaOf(block).optional(),
    })
    .superRefine((page, ctx) => {
      if (page.experiment && page.experiment.block >= page.blocks.length)
        ctx.addIssue({
          code: 'custom',
          path: ['experiment', 'block'],
          message: `names no block: the page has ${page.blocks.length}`,
        });
    })
    .describe('A page of the site: its URL, search-engine fields and the blocks it shows.');

/** A page as the engine handles it: any blocks, each named by its `type`. */
export type AnyPage = z.infer<ReturnType<typeof pageSchemaOf<z.ZodType<{ type: string }>>>>;
