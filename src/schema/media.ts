import { z } from 'zod';

/** Where the site's pictures live, by the address a page names them with. */
export const mediaFolders = { images: 'image', logos: 'logo' } as const;
export type MediaKind = (typeof mediaFolders)[keyof typeof mediaFolders];

/** "/images/cloud.svg" or "/logos/social-github.svg", in a subfolder too; no "..", no hidden file. */
export const mediaSrcPattern =
  /^\/(images|logos)\/(?:[\w@+-][\w.@+-]*\/)*[\w@+-][\w.@+-]*\.(svg|png|jpe?g|webp|avif)$/;

/** Where the alt texts of every picture are kept: committed with the images they describe. */
export const mediaFileRel = 'public/images/media.json';

/** What is known of one picture whatever page shows it: its alternative text. */
export const mediaEntrySchema = z
  .strictObject({
    alt: z.string().describe('What the picture shows, offered to every page that picks it.'),
    decorative: z
      .boolean()
      .optional()
      .describe('True when the picture adds nothing to the text: its alt text is then "".'),
  })
  .superRefine((entry, ctx) => {
    if (entry.decorative && entry.alt !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'a decorative picture has no alt text: remove it, or drop "decorative": true',
      });
    if (!entry.decorative && entry.alt.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'describe what the picture shows, or mark it "decorative": true',
      });
  });

export type MediaEntry = z.infer<typeof mediaEntrySchema>;

/** The media file: alt texts by picture address, kept once for every page. */
export const mediaFileSchema = z.strictObject({
  $schema: z.string().optional(),
  media: z.record(
    z.string().regex(mediaSrcPattern, 'must be a picture\'s address, e.g. "/images/cloud.svg"'),
    mediaEntrySchema,
  ),
});

export type MediaFile = z.infer<typeof mediaFileSchema>;

/** The kind of picture an address names (by its folder), or undefined for another address. */
export function mediaKindOf(src: string): MediaKind | undefined {
  const folder = /^\/(images|logos)\//.exec(src)?.[1];
  return folder === 'images' || folder === 'logos' ? mediaFolders[folder] : undefined;
}

/** "/images/cloud-hosting_2.svg" → "Cloud hosting 2": the name a person reads, no folder or type. */
export function readableName(src: string): string {
  const file = src.slice(src.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const words = file
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : file;
}
