import { z } from 'zod';

// What the editor's preview pane and the preview frame (preview/, its own document) pass each
// other: the pane hands the frame a state, and the frame posts messages back.

/** What the editor hands the frame: the raw page as in the file, and the selection. */
export interface PreviewState {
  page: unknown;
  selected: number | null;
  revealToken: number;
}

/** Messages the preview frame posts to the editor (its parent window). */
export const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('studio-preview-ready') }),
  z.object({ type: z.literal('studio-select'), index: z.number().int().nonnegative() }),
]);

export type PreviewMessage = z.infer<typeof previewMessageSchema>;
