import type { HealthFinding } from './finding';

/** WCAG 2.2's contrast ratio of two `#rrggbb` (or `#rgb`) colours, or undefined for another form. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(colour: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The theme's text colours and the backgrounds the blocks put them on. */
export const themeColourPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryDark'],
  ['onDark', 'dark'],
  ['danger', 'background'],
  ['success', 'background'],
] as const;

/** Normal text needs 4.5:1 against its background (WCAG 2.2, 1.4.3, level AA). */
export const minimumContrast = 4.5;

/** Every pair of the theme's colours whose text would be too faint on its background. */
export function themeContrastFindings(colours: Record<string, unknown>): HealthFinding[] {
  return themeColourPairs.flatMap(([text, background]) => {
    const fg = colours[text];
    const bg = colours[background];
    if (typeof fg !== 'string' || typeof bg !== 'string') return [];
    const ratio = contrastRatio(fg, bg);
    if (ratio === undefined || ratio >= minimumContrast) return [];
    return [
      {
        check: 'contrast' as const,
        pointer: `/theme/colors/${text}`,
        message: `Text in the colour "${text}" on "${background}" has a contrast of ${ratio.toFixed(1)}:1, too faint for many readers (at least ${minimumContrast}:1 is needed): choose a darker or lighter colour.`,
      },
    ];
  });
}
