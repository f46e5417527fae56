// What the dialog tests share: the two dialogs a call-to-action opens, and the promises every such dialog keeps
// wherever it is opened (inside the window, its form checked in place and sent in the background).
import type { Locator, Page } from '@playwright/test';
import { VIEWPORT_MARGIN } from '../../shared/dialog/placement';
import type { IslandWords } from '../../shared/i18n/en/islands';
import { expect } from './fixtures';

export const REFERENCE = /CL-[0-9A-HJKMNP-TV-Z]{6}/;

export interface DialogKind {
  /** The island of its call-to-action. */
  island: 'BookingButton' | 'RequestDoctorButton';
  /** The request its form sends (shared/requests/kinds.ts). */
  kind: 'booking' | 'doctor';
  title: (t: IslandWords) => string;
  submit: (t: IslandWords) => string;
  /** The fields typed for a valid request (label → value); the rest keep their defaults. */
  typed: (t: IslandWords, name: string) => Record<string, string>;
}

export const BOOKING: DialogKind = {
  island: 'BookingButton',
  kind: 'booking',
  title: (t) => t.contact.dialogTitle,
  submit: (t) => t.forms.booking.submit,
  typed: (t, name) => ({ [t.forms.fields.name]: name, [t.forms.fields.phone]: '98765 43210' }),
};

export const REQUEST_DOCTOR: DialogKind = {
  island: 'RequestDoctorButton',
  kind: 'doctor',
  title: (t) => t.request.title,
  submit: (t) => t.request.submit,
  typed: (t, name) => ({
    [t.forms.fields.name]: name,
    [t.forms.fields.phone]: '+91 91234 56789',
    [t.forms.fields.specialization]: 'Cardiologist',
    [t.forms.fields.requirements]: 'Speaks Tamil, evenings',
  }),
};

export const DIALOG_KINDS = [BOOKING, REQUEST_DOCTOR] as const;

/** A name of letters only, different in each call, to tell its request from the others. */
export const uniqueName = () =>
  `Meera ${`${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

export function sonnerToast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
}

/** Whether a dialog opened as the page's native copy (a <dialog>) or as React's. */
export async function origin(dialog: Locator): Promise<'native' | 'React'> {
  return (await dialog.evaluate((node) => node.tagName)) === 'DIALOG' ? 'native' : 'React';
}

/** `box` lies inside the window with the spec's margin on every side (half a pixel for rounding). */
export async function expectInsideWindow(page: Page, element: Locator, what: string) {
  const box = (await element.boundingBox())!;
  const window = page.viewportSize()!;
  const edge = VIEWPORT_MARGIN - 0.5;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(edge);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(edge);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(window.width - edge);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(window.height - edge);
}

/**
 * `control`, scrolled into view, is what a tap at its centre reaches: nothing (a toast) lies over it. Toasts slide
 * in and out, so this is asked again for a moment, far shorter than a toast stays.
 */
export async function expectReachable(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const reached = () =>
    control.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && node.contains(hit);
    });
  await expect.poll(reached, { message: `nothing covers ${what}`, timeout: 2000 }).toBe(true);
}

/**
 * The dialog keeps inside the window, and what does not fit scrolls inside it: its submit button, scrolled to
 * within the dialog, lies inside the window too, uncovered.
 */
export async function expectDialogFits(page: Page, dialog: Locator, submit: Locator) {
  await expectInsideWindow(page, dialog, 'the dialog');
  const { scrolls, overflow } = await dialog.evaluate((node) => ({
    scrolls: node.scrollHeight > node.clientHeight + 1,
    overflow: getComputedStyle(node).overflowY,
  }));
  if (scrolls) expect(['auto', 'scroll']).toContain(overflow);
  await expectReachable(submit, 'its submit button');
  await expectInsideWindow(page, submit, 'its submit button');
}

export async function where(page: Page) {
  return { url: page.url(), scrollY: await page.evaluate(() => window.scrollY) };
}
