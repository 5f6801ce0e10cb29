/** The widths the block shows its images at (`sizes`): its renderer and the health checks read it. */
export const textImageSizes = '(min-width: 520px) 480px, 100vw';
