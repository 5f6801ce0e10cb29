/** Lengths search engines show in full; the validator warns outside them and the studio counts against them. */
export const seoLengths = {
  title: { min: 10, max: 60 },
  description: { min: 50, max: 160 },
} as const;
