/** The widths the grid shows a card's image at (`sizes`): its renderer and the health checks read them. */
export const cardImageSizes = { banner: '280px', icon: '72px' } as const;
