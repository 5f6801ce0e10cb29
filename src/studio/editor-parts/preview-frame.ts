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

/** A health warning the frame found in the page as rendered, in the block at `block` (decisions.md #110). */
export interface RenderedFinding {
  /** The block's index in the page the frame rendered. */
  block: number;
  check: 'contrast' | 'link-text';
  /** One sentence for a marketer: what is wrong and what to do. */
  message: string;
}

/** What the frame found in the page it rendered: that page object (as the pane sent it) and the findings. */
export interface RenderedHealth {
  page: unknown;
  findings: readonly RenderedFinding[];
}
