import { z } from 'zod';

/** Messages the preview frame posts to the editor (its parent window). */
export const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('studio-preview-ready') }),
  z.object({ type: z.literal('studio-select'), index: z.number().int().nonnegative() }),
]);

export type PreviewMessage = z.infer<typeof previewMessageSchema>;
