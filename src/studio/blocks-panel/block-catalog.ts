import { blockSchemas, type BlockType } from '../../blocks/schemas';

/** What the studio shows about one block type: its name, what it is for and its picker group. */
export interface BlockTypeInfo {
  type: BlockType;
  name: string;
  description: string;
  group: string;
}

/** Picker groups in the order they are shown; a type not placed in one goes to the last. */
export const blockGroups = [
  'Page top',
  'Content',
  'Calls to action',
  'Forms and contact',
  'Special pages',
  'Other',
] as const;

// Partial on purpose: a new block type shows up under "Other" until someone places it.
const groupOf: Partial<Record<BlockType, (typeof blockGroups)[number]>> = {
  hero: 'Page top',
  heroCarousel: 'Page top',
  featureGrid: 'Content',
  steps: 'Content',
  richText: 'Content',
  mediaText: 'Content',
  faq: 'Content',
  legalSections: 'Content',
  logoRow: 'Content',
  stats: 'Content',
  testimonials: 'Content',
  comparisonTable: 'Content',
  plans: 'Content',
  caseStudies: 'Content',
  caseStudy: 'Content',
  team: 'Content',
  tabs: 'Content',
  cta: 'Calls to action',
  contactForm: 'Forms and contact',
  contactInfo: 'Forms and contact',
  authForm: 'Forms and contact',
  jobOpenings: 'Forms and contact',
  notFound: 'Special pages',
  leadsInbox: 'Special pages',
  accountPanel: 'Special pages',
};

// Only where splitting the type's camelCase would read badly.
const nameOverrides: Record<string, string> = {
  cta: 'Call to action',
  faq: 'FAQ',
  notFound: 'Page not found',
  authForm: 'Login and sign-up form',
};

/** The human name of a block type: "featureGrid" → "Feature grid". */
export function blockTypeName(type: string): string {
  const override = nameOverrides[type];
  if (override !== undefined) return override;
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every registered block type, in registry order, described from its schema. */
export const blockTypeInfo: readonly BlockTypeInfo[] = blockSchemas.map((schema) => {
  const type = schema.shape.type.value;
  return {
    type,
    name: blockTypeName(type),
    description: schema.description ?? '',
    group: groupOf[type] ?? 'Other',
  };
});
