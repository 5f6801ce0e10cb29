import { z } from 'zod';
import {
  anchorIdSchema,
  headingSchema,
  imageSchema,
  linkActionSchema,
  toneSchema,
} from '../../schema/common';
import { videoEmbedOrigins } from '../../schema/video-embeds';

const escaped = videoEmbedOrigins.map((origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
const videoSrc = new RegExp(`^(\\/[^\\s]+\\.(mp4|webm)|(${escaped.join('|')})\\/[^\\s]+)$`);

export const mediaVideoSchema = z
  .strictObject({
    src: z
      .string()
      .regex(
        videoSrc,
        `must be a video file under public/ ("/videos/tour.mp4") or a player address on ${videoEmbedOrigins.join(' or ')}`,
      )
      .describe(
        'A video file under public/, e.g. "/videos/tour.mp4", or an embedded player\'s address, e.g. "https://www.youtube-nocookie.com/embed/VIDEO_ID".',
      ),
    title: z
      .string()
      .min(1)
      .max(120)
      .describe('What the video is about; names the play button and the player.'),
  })
  .describe(
    'A video that loads only when the visitor presses play; the image is shown until then.',
  );

export const mediaTextSchema = z
  .strictObject({
    type: z.literal('mediaText'),
    id: anchorIdSchema.optional(),
    tone: toneSchema.default('plain'),
    heading: headingSchema,
    paragraphs: z.array(z.string().min(1)).min(1).describe('The text beside the image.'),
    action: linkActionSchema.optional().describe('A link under the text.'),
    image: imageSchema.describe('The image, or the video’s poster when there is a video.'),
    video: mediaVideoSchema.optional(),
    mediaSide: z
      .enum(['left', 'right'])
      .default('right')
      .describe('Side of the image on wide screens; on phones it is always above the text.'),
    credit: z
      .string()
      .max(200)
      .optional()
      .describe('A credit line under the image, e.g. its author and licence.'),
  })
  .describe('An image or a video beside a heading, text and an optional link.');

export type MediaTextBlock = z.infer<typeof mediaTextSchema>;
