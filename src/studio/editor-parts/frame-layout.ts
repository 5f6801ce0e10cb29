export type PreviewWidth = 'desktop' | 'phone';

/** The widths the site is previewed at, in CSS pixels of the frame's own viewport. */
export const frameWidths: Record<PreviewWidth, number> = { desktop: 1280, phone: 375 };

/**
 * Size and scale of the preview frame in a stage of this size: the desktop frame is scaled down
 * to fit the stage's width (and made taller by the same factor, so it still fills the height);
 * the phone frame keeps its real size.
 */
export function frameLayout(
  width: PreviewWidth,
  stage: { width: number; height: number },
): { width: number; height: number; scale: number } {
  const frameWidth = frameWidths[width];
  const scale = width === 'desktop' && stage.width > 0 ? Math.min(1, stage.width / frameWidth) : 1;
  return { width: frameWidth, height: Math.max(0, stage.height / scale), scale };
}
