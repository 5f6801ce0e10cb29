import type { PreviewState, RenderedHealth } from '../editor-parts/preview-frame';

/** What the preview frame exposes on its window; the pane (same origin) calls it directly. */
export interface StudioPreviewApi {
  /** Shows this state; the page object is used as it is, never copied. */
  render(state: PreviewState): void;
  /** How many times React committed the preview. */
  rendered: number;
  /** Set by the pane: told what the page as rendered has to improve, once it has settled. */
  onRenderedHealth?: (health: RenderedHealth) => void;
}

declare global {
  interface Window {
    studioPreview?: StudioPreviewApi;
  }
}
