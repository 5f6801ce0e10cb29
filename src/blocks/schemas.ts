import { z } from 'zod';
import { authFormSchema } from './auth-form/schema';
import { comparisonTableSchema } from './comparison-table/schema';
import { caseStudiesSchema } from './case-studies/schema';
import { caseStudySchema } from './case-study/schema';
import { contactFormSchema } from './contact-form/schema';
import { contactInfoSchema } from './contact-info/schema';
import { ctaSchema } from './cta/schema';
import { faqSchema } from './faq/schema';
import { featureGridSchema } from './feature-grid/schema';
import { heroSchema } from './hero/schema';
import { heroCarouselSchema } from './hero-carousel/schema';
import { jobOpeningsSchema } from './job-openings/schema';
import { legalSectionsSchema } from './legal-sections/schema';
import { logoRowSchema } from './logo-row/schema';
import { mediaTextSchema } from './media-text/schema';
import { notFoundSchema } from './not-found/schema';
import { plansSchema } from './plans/schema';
import { richTextSchema } from './rich-text/schema';
import { statsSchema } from './stats/schema';
import { testimonialsSchema } from './testimonials/schema';
import { tabsSchema } from './tabs/schema';
import { teamSchema } from './team/schema';
import { stepsSchema } from './steps/schema';
import { leadsInboxSchema } from './leads-inbox/schema';
import { accountPanelSchema } from './account-panel/schema';

/** Every block schema; adding a block is one line here and one in `registry.ts`. */
export const blockSchemas = [
  heroSchema,
  heroCarouselSchema,
  featureGridSchema,
  logoRowSchema,
  ctaSchema,
  faqSchema,
  legalSectionsSchema,
  richTextSchema,
  notFoundSchema,
  jobOpeningsSchema,
  contactFormSchema,
  contactInfoSchema,
  authFormSchema,
  statsSchema,
  testimonialsSchema,
  plansSchema,
  comparisonTableSchema,
  caseStudiesSchema,
  caseStudySchema,
  teamSchema,
  tabsSchema,
  stepsSchema,
  mediaTextSchema,
  leadsInboxSchema,
  accountPanelSchema,
] as const;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];

/** The `type` values a page may use, in registry order. */
export const blockTypes: readonly BlockType[] = blockSchemas.map(
  (schema) => schema.shape.type.value,
);
