import { describe, expect, it } from 'vitest';
import { logoRowSchema } from '../../../src/blocks/logo-row/schema';
import { mediaKindFor } from '../../../src/studio/form/media-kind';

describe('the kind of picture an image field takes', () => {
  it('is a logo for the logos of a logo row, by their place or their description', () => {
    const description = logoRowSchema.shape.logos.element.shape.image.description;
    expect(mediaKindFor(['blocks', 5, 'logos', 0, 'image'], undefined)).toBe('logo');
    expect(mediaKindFor(['blocks', 5, 'items', 0, 'image'], description)).toBe('logo');
  });

  it('is an image anywhere else', () => {
    expect(mediaKindFor(['blocks', 0, 'image'], 'An image with its alternative text.')).toBe(
      'image',
    );
  });
});
