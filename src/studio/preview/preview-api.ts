import type { PreviewState } from '../editor-parts/preview-frame';

/** What the preview frame exposes on its window; the pane (same origin) calls it directly. */
export interface StudioPreviewApi {
  /** Shows this state; the page object is used as it is, never copied. */
  render(state: PreviewState): void;
  /** How many times React committed the preview. */
  rendered: number;
}

declare global {
  interface Window {
    studioPreview?: StudioPreviewApi;
  }
}
