/** The widths the block shows its images at (`sizes`): its renderer and the health checks read it. */
export const logoImageSizes = '160px';
