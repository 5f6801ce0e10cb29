import { z } from 'zod';

/**
 * The page health checks (decisions.md #104): what makes a valid page worse for search, for
 * people using a screen reader or a keyboard, or for speed. Each is a warning unless the site
 * config raises it to an error (`health.errors`), or a page records why it is an exception.
 */
export const healthCheckIds = [
  'one-h1',
  'heading-order',
  'link-text',
  'unique-title',
  'unique-description',
  'description-not-title',
  'reachable',
  'contrast',
  'image-file-size',
  'image-display-size',
  'image-alt',
  'https-links',
] as const;

export type HealthCheckId = (typeof healthCheckIds)[number];

export const healthCheckIdSchema = z
  .enum(healthCheckIds)
  .describe('Which page health warning this is.');

/** A page's deliberate exception to one health check, with the reason it is one. */
export const healthExceptionSchema = z.strictObject({
  check: healthCheckIdSchema,
  reason: z
    .string()
    .trim()
    .min(10, 'say in a sentence why this page is an exception')
    .describe('Why this page deliberately does not pass the check.'),
});

export const healthExceptionsSchema = z
  .array(healthExceptionSchema)
  .optional()
  .describe('Health checks this page deliberately does not pass, each with its reason.');

/** `site.config.json`'s `health`: the checks that block publishing on this site. */
export const healthSettingsSchema = z
  .strictObject({
    errors: z
      .array(healthCheckIdSchema)
      .default([])
      .describe(
        'Health checks that are errors on this site (they block publishing), not warnings.',
      ),
  })
  .describe('How strict the page health checks are.');

export type HealthSettings = z.infer<typeof healthSettingsSchema>;
