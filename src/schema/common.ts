import { z } from 'zod';
import { shownAs } from './field-widget';

/** A link target: an internal path ("/contact-info"), an absolute https URL, or a tel:/mailto: link. */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/[^\s]*|https:\/\/[^\s]+|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+|\{\{\s*[\w.]+\s*\}\}[^\s]*)$/,
    'must be an internal path starting with "/", an https:// URL, a tel: or a mailto: link',
  )
  .describe(
    'Where the link goes: "/contact-info" for a page of this site, a full https:// URL, or a site fact such as "{{company.hostingStorefront}}".',
  )
  .apply(shownAs('link'));

/** A link to a page of this site only, e.g. "/case-studies/example"; checked like every link. */
export const internalHrefSchema = z
  .string()
  .regex(/^\/[^\s]*$/, 'must be a page of this site, starting with "/"')
  .describe('A page of this site, e.g. "/case-studies/example".')
  .apply(shownAs('link'));

export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/,
        'must be a file under public/, e.g. "/images/hero.svg"',
      )
      .describe(
        'Path of the image file under public/, e.g. "/images/cloud.svg". Photos (jpg, png, webp) get smaller copies for each screen width at build time.',
      ),
    alt: z
      .string()
      .describe(
        'Text read by screen readers: describe what the image shows. Leave empty with "decorative": true, or to use the alt text the media library keeps for the picture.',
      ),
    decorative: z
      .boolean()
      .optional()
      .describe('True when the image adds nothing to the text; screen readers then skip it.'),
    width: z
      .number()
      .int()
      .positive()
      .describe('Intrinsic width in pixels (prevents layout shift).'),
    height: z.number().int().positive().describe('Intrinsic height in pixels.'),
    focus: z
      .strictObject({
        x: z.number().min(0).max(1).describe('0 = left edge, 0.5 = centre, 1 = right edge.'),
        y: z.number().min(0).max(1).describe('0 = top edge, 0.5 = centre, 1 = bottom edge.'),
      })
      .optional()
      .describe('The part of the image to keep in view when a block crops it.'),
  })
  .superRefine((image, ctx) => {
    if (image.decorative && image.alt !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'a decorative image has no alt text: remove it, or drop "decorative": true',
      });
    if (!image.decorative && image.alt.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message:
          'describe what the image shows, or mark it "decorative": true (or describe the picture once in the media library)',
      });
  })
  .describe('An image with its alternative text and intrinsic size.')
  .apply(shownAs('image'));

export type Image = z.infer<typeof imageSchema>;

/** Background of a section; every block with a choice of background uses these. */
export const toneSchema = z
  .enum(['plain', 'surface', 'dark'])
  .describe('Section background: "plain", "surface" (light grey) or "dark".');

export type Tone = z.infer<typeof toneSchema>;

/** An anchor for in-page links ("/careers#openings"), as it appears after "#". */
export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and "-", like "openings"')
  .describe(
    'A short name that lets a link jump straight to this section: "openings" for "/careers#openings".',
  );

/** How much a button stands out. */
export const actionStyleSchema = z
  .enum(['primary', 'secondary', 'link'])
  .default('primary')
  .describe('Visual weight.');

export type ActionStyle = z.infer<typeof actionStyleSchema>;

/** Dialogs a button can open; the forms feature provides them. */
export const dialogNames = ['enquiry', 'application', 'getInTouch'] as const;

/** A button's words for screen readers, said after its visible text (decisions.md #104). */
const accessibleLabelSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .optional()
  .describe(
    'Words screen readers say after the button text, so a button such as "Click here" says where it leads (the visible text stays).',
  );

export const linkActionSchema = z.strictObject({
  label: z.string().min(1).describe('Button text.'),
  accessibleLabel: accessibleLabelSchema,
  href: hrefSchema,
  newTab: z.boolean().default(false).describe('Open in a new tab (external sites only).'),
  style: actionStyleSchema,
});

export const dialogActionSchema = z.strictObject({
  label: z.string().min(1).describe('Button text.'),
  accessibleLabel: accessibleLabelSchema,
  opens: z.enum(dialogNames).describe('The form dialog this button opens.'),
  style: actionStyleSchema,
});

export const actionSchema = z
  .union([linkActionSchema, dialogActionSchema])
  .describe('A button: either a link ("href") or a form dialog it opens ("opens").');

export type Action = z.infer<typeof actionSchema>;

export const headingSchema = z.string().min(1).max(160).describe('Section heading.');
