// Where a dialog opened from a button goes: near the click, never closer than 16 px to the viewport's edge.

export const VIEWPORT_MARGIN = 16;
/** Gap between the click and the dialog's top edge. */
const OFFSET_BELOW_CLICK = 8;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Top-left corner for a dialog of `size` opened at `point` in a viewport of `viewport`. The dialog's CSS keeps it
 * at most 32rem wide and never wider or taller than the viewport less both margins, so the result always fits.
 */
export function placeDialog(point: Point, size: Size, viewport: Size): Point {
  return {
    x: clamp(point.x - size.width / 2, VIEWPORT_MARGIN, viewport.width - size.width - VIEWPORT_MARGIN),
    y: clamp(point.y + OFFSET_BELOW_CLICK, VIEWPORT_MARGIN, viewport.height - size.height - VIEWPORT_MARGIN),
  };
}

/** The click position of a pointer activation, or the bottom centre of the control for keyboard activation. */
export function activationPoint(event: { detail: number; clientX: number; clientY: number }, control: Element): Point {
  if (event.detail > 0) return { x: event.clientX, y: event.clientY };
  const rect = control.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.bottom };
}
