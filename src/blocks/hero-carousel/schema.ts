import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { hrefSchema, imageSchema } from '../../schema/common';

export const heroCarouselSchema = z
  .strictObject({
    type: z.literal('heroCarousel'),
    label: z.string().default('Highlights').describe('Accessible name of the carousel.'),
    intervalMs: z
      .number()
      .int()
      .min(2000)
      .default(5000)
      .describe('Time each slide stays before the next one (milliseconds).'),
    slides: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          description: z.string().min(1).apply(longText),
          image: imageSchema,
          link: z.strictObject({ label: z.string().min(1), href: hrefSchema }),
        }),
      )
      .min(1)
      .max(8),
  })
  .describe('Full-height rotating slides with a title, text, image and link each.');

export type HeroCarouselBlock = z.infer<typeof heroCarouselSchema>;
