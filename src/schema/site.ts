import { z } from 'zod';
import { dialogNames, hrefSchema, imageSchema, internalHrefSchema } from './common';

const phoneSchema = z.strictObject({
  label: z.string().describe('How the number is introduced, e.g. "Office".'),
  display: z.string().describe('The number as people read it, e.g. "+91 44 4000 0000".'),
  e164: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'must be an E.164 number like "+914440000000"'),
});

const navLinkSchema = z.strictObject({
  label: z.string().min(1),
  href: hrefSchema,
  description: z.string().optional().describe('One line shown under the label in dropdowns.'),
});

const navSubmenuSchema = z.strictObject({
  label: z.string().min(1),
  items: z.array(navLinkSchema).min(1),
});

const navGroupSchema = z.strictObject({
  label: z.string().min(1),
  items: z.array(z.union([navLinkSchema, navSubmenuSchema])).min(1),
});

export const navItemSchema = z.union([navLinkSchema, navGroupSchema]);

/** The staff area's header and navigation, shown on pages with `"layout": "backOffice"`. */
const backOfficeSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .describe('What staff call the area: shown beside the logo and naming its navigation.'),
  skipLinkLabel: z.string().min(1).describe('The first link of the page, to its main content.'),
  signedInText: z
    .string()
    .regex(/\{name\}/, "must contain {name}, where the signed-in person's name goes")
    .describe('Who is signed in, e.g. "Signed in as {name}"; {name} is filled in.'),
  signOutLabel: z.string().min(1).describe('The button that ends the session.'),
  links: z
    .array(z.strictObject({ label: z.string().min(1), href: internalHrefSchema }))
    .min(1)
    .describe(
      'The navigation, in order: a link is marked current when the address has its path and every part of its query ("/leads?status=spam"); the first is where the logo leads and where the page studio links back to.',
    ),
  pagesLabel: z
    .string()
    .min(1)
    .describe('The last link, to the page studio; shown to accounts with the editor role only.'),
});

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#0b5fff"');

export const themeSchema = z.strictObject({
  colors: z.strictObject({
    primary: colorSchema.describe('Buttons, links and accents.'),
    primaryDark: colorSchema.describe('Hover state of primary elements.'),
    onPrimary: colorSchema.describe('Text on primary backgrounds.'),
    accent: colorSchema,
    text: colorSchema,
    muted: colorSchema.describe('Secondary text; must keep 4.5:1 contrast on the background.'),
    background: colorSchema,
    surface: colorSchema.describe('Cards and alternating sections.'),
    border: colorSchema,
    dark: colorSchema.describe('Footer and dark sections.'),
    onDark: colorSchema,
    success: colorSchema,
    danger: colorSchema,
  }),
  font: z.string().describe('CSS font-family stack; system fonts load instantly.'),
  radius: z.string().default('12px'),
  maxWidth: z.string().default('1200px'),
});

/**
 * `site.config.json` without its forms: what every page is rendered with. The whole file's schema
 * adds the form declarations, built from the site's field types (src/app/site-schema.ts).
 */
export const clientSiteSchema = z.strictObject({
  $schema: z.string().optional(),
  url: z
    .string()
    .regex(/^https:\/\/[^\s/]+$/, 'must be the site origin, e.g. "https://www.aruvi.example"')
    .describe('Public origin of the site, used for canonical URLs and the sitemap.'),
  apiBase: z
    .string()
    .default('/api')
    .describe('Base of the API the forms and chat call: "/api" on the same origin, or a full URL.'),
  corsOrigins: z.array(z.string()).default([]).describe('Other origins allowed to call the API.'),
  company: z.strictObject({
    name: z.string().min(1),
    tagline: z.string(),
    logo: imageSchema.describe('Logo on light backgrounds (header).'),
    logoOnDark: imageSchema.describe('Logo on dark backgrounds (footer).'),
    socialImage: imageSchema.describe('Default image for social sharing (PNG, 1200×630).'),
    phones: z.array(phoneSchema).min(1).describe('The first number is the main one (tel: link).'),
    messagingApp: z
      .strictObject({
        name: z.string().describe('Name of the messaging app, e.g. "WhatsApp".'),
        url: z
          .url({ protocol: /^https$/ })
          .describe('Link that opens a chat with the company, e.g. "https://wa.me/919000000000".'),
      })
      .describe('The floating button that opens a messaging-app chat with the company.'),
    email: z.email(),
    address: z.strictObject({
      street: z.string(),
      locality: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
      countryCode: z.string().length(2),
    }),
    hours: z.strictObject({
      text: z.array(z.string()).min(1).describe('Opening hours as shown to visitors.'),
      days: z.array(
        z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
      ),
      opens: z.string().regex(/^\d\d:\d\d$/),
      closes: z.string().regex(/^\d\d:\d\d$/),
    }),
    hostingStorefront: z.url({ protocol: /^https$/ }),
    social: z
      .array(
        z.strictObject({
          network: z.enum(['linkedin', 'x', 'instagram', 'facebook', 'youtube']),
          label: z.string(),
          url: z.url(),
        }),
      )
      .length(3),
  }),
  nav: z.array(navItemSchema).min(1).describe('Header navigation: links and dropdown groups.'),
  footer: z.strictObject({
    about: z.string().describe('Short text under the footer logo.'),
    columns: z
      .array(z.strictObject({ heading: z.string(), links: z.array(navLinkSchema) }))
      .describe(
        'Link columns; a last "Contact Us" column with e-mail, phone and address is added.',
      ),
    contactHeading: z.string().default('Contact Us'),
    legal: z.array(navLinkSchema),
  }),
  theme: themeSchema,
  backOffice: backOfficeSchema
    .optional()
    .describe('The staff area (pages with "layout": "backOffice"): its header and navigation.'),
  dialogPages: z
    .record(
      z.enum(dialogNames),
      z.strictObject({
        href: hrefSchema.describe('A page of this site, or a section of one ("/careers#apply").'),
      }),
    )
    .describe(
      "Where each form dialog's buttons lead while scripts have not run (or are blocked): a page showing the same form inline, e.g. with a contactForm block.",
    ),
});

/** The site config as pages receive it: form declarations load separately with the forms. */
export type ClientSite = z.infer<typeof clientSiteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavSubmenu = z.infer<typeof navSubmenuSchema>;
export type Theme = ClientSite['theme'];
export type BackOffice = z.infer<typeof backOfficeSchema>;
