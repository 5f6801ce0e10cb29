import type { Path } from './json-pointer';

/**
 * The kind of picture an image field takes: a logo where the field is a logo (in a list of
 * logos, or described as a logo file), else an image.
 */
export function mediaKindFor(path: Path, description: string | undefined): 'image' | 'logo' {
  const inLogos = path.some((step) => typeof step === 'string' && /logo/i.test(step));
  return inLogos || /\blogo\b/i.test(description ?? '') ? 'logo' : 'image';
}
