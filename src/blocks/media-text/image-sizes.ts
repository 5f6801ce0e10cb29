/** The widths the block shows its images at (`sizes`): its renderer and the health checks read it. */
export const mediaImageSizes = '(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw';
