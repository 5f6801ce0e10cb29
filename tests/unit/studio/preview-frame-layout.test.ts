import { describe, expect, it } from 'vitest';
import { frameLayout } from '../../../src/studio/editor-parts/frame-layout';

describe('the preview frame size', () => {
  it('scales the 1280 px desktop frame down to the pane and keeps it filling the height', () => {
    const layout = frameLayout('desktop', { width: 640, height: 700 });
    expect(layout).toEqual({ width: 1280, height: 1400, scale: 0.5 });
  });

  it('never scales the desktop frame up in a wide pane', () => {
    expect(frameLayout('desktop', { width: 1600, height: 700 })).toEqual({
      width: 1280,
      height: 700,
      scale: 1,
    });
  });

  it('shows the phone frame at its real 375 px, unscaled', () => {
    expect(frameLayout('phone', { width: 300, height: 700 })).toEqual({
      width: 375,
      height: 700,
      scale: 1,
    });
  });
});
