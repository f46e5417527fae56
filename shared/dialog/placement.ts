// Where a dialog opened from a button goes: near the click, never closer than 16 px to the viewport's edge.

export const VIEWPORT_MARGIN = 16;
/** Narrower viewports get a centred dialog: on a phone it is nearly as wide as the screen. */
const NEAR_CLICK_MIN_VIEWPORT = 640;
/** Gap between the click and the dialog's top edge. */
const OFFSET_BELOW_CLICK = 8;
/** The spec's bounds for a dialog placed by position: left at most width − 516, top at most height − 600. */
export const SPEC_RIGHT_RESERVE = 516;
export const SPEC_BOTTOM_RESERVE = 600;

export interface Point {
  x: number;
  y: number;
}
/** The control a dialog opens from: anything with a box on the screen (an Element in the browser). */
export interface Control {
  getBoundingClientRect(): { left: number; width: number; bottom: number };
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
  // The spec's caps keep a short dialog from opening low on a tall screen, where it would grow out of view once
  // the form shows its problems; on a screen too small for them, the margins decide.
  const maxX = Math.min(viewport.width - size.width, viewport.width - SPEC_RIGHT_RESERVE + VIEWPORT_MARGIN);
  const maxY = Math.min(viewport.height - size.height, viewport.height - SPEC_BOTTOM_RESERVE + VIEWPORT_MARGIN);
  return {
    x: clamp(point.x - size.width / 2, VIEWPORT_MARGIN, maxX - VIEWPORT_MARGIN),
    y: clamp(point.y + OFFSET_BELOW_CLICK, VIEWPORT_MARGIN, maxY - VIEWPORT_MARGIN),
  };
}

/** The click position of a pointer activation, or the bottom centre of the control for keyboard activation. */
export function activationPoint(event: { detail: number; clientX: number; clientY: number }, control: Control): Point {
  if (event.detail > 0) return { x: event.clientX, y: event.clientY };
  const rect = control.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.bottom };
}

/** Where a dialog opened by `event` on `control` goes near: null (centred) on a viewport narrower than a tablet. */
export function openingPoint(
  event: { detail: number; clientX: number; clientY: number },
  control: Control,
  viewportWidth: number,
): Point | null {
  return viewportWidth < NEAR_CLICK_MIN_VIEWPORT ? null : activationPoint(event, control);
}
