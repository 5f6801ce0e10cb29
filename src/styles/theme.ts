import type { Theme } from '../schema/site';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

/** Breakpoints shared by every component; the mobile menu applies below `lg` (decisions.md #12). */
export const media = {
  sm: '@media (min-width: 640px)',
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  belowSm: '@media (max-width: 639.98px)',
  belowLg: '@media (max-width: 1023.98px)',
} as const;

/** Diameter of the floating action buttons; toasts and the footer keep clear of them. */
export const fabSize = '52px';

/**
 * The floating cluster's place: its distance from the window's edges, the gap between its
 * buttons, and its height (a row of buttons on phones, a column of three from `sm`). The footer
 * reserves that height and the inset at the end of every page.
 */
export const cluster = {
  phone: { inset: '0.75rem', gap: '0.5rem', height: fabSize },
  wide: { inset: '1rem', gap: '0.6rem', height: `calc(3 * ${fabSize} + 2 * 0.6rem)` },
} as const;
