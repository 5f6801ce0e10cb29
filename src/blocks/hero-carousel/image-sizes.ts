/** The widths the block shows its images at (`sizes`): its renderer and the health checks read it. */
export const slideImageSizes = '(min-width: 768px) 520px, 320px';
