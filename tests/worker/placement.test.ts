import { describe, expect, it } from 'vitest';
import { activationPoint, placeDialog, VIEWPORT_MARGIN } from '../../client/dialog/placement';

const dialog = { width: 512, height: 400 };

describe('dialog placement', () => {
  it('centres the dialog horizontally on the click and opens it just below', () => {
    expect(placeDialog({ x: 640, y: 200 }, dialog, { width: 1280, height: 900 })).toEqual({ x: 384, y: 208 });
  });

  it('keeps at least 16 px from every edge of the viewport', () => {
    const viewport = { width: 1280, height: 900 };
    expect(placeDialog({ x: 0, y: 0 }, dialog, viewport)).toEqual({ x: VIEWPORT_MARGIN, y: VIEWPORT_MARGIN });
    expect(placeDialog({ x: 1280, y: 900 }, dialog, viewport)).toEqual({
      x: 1280 - 512 - VIEWPORT_MARGIN,
      y: 900 - 400 - VIEWPORT_MARGIN,
    });
  });

  it('fits a narrow phone screen, where the dialog is the viewport less both margins', () => {
    const viewport = { width: 360, height: 640 };
    const size = { width: 360 - 2 * VIEWPORT_MARGIN, height: 500 };
    expect(placeDialog({ x: 300, y: 600 }, size, viewport)).toEqual({ x: 16, y: 124 });
  });

  it('uses the click position for a pointer and the control for the keyboard', () => {
    const control = { getBoundingClientRect: () => ({ left: 100, width: 80, bottom: 240 }) } as unknown as Element;
    expect(activationPoint({ detail: 1, clientX: 5, clientY: 6 }, control)).toEqual({ x: 5, y: 6 });
    expect(activationPoint({ detail: 0, clientX: 0, clientY: 0 }, control)).toEqual({ x: 140, y: 240 });
  });
});
