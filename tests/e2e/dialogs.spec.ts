import type { Locator, Page, Route } from '@playwright/test';
import { DIALOG_OPENER_ATTRIBUTE } from '../../shared/dialog/opener';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { dialogReady, expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { DIABETES_PLAN } from '../support/prices';
import {
  BOOKING,
  expectDialogFits,
  expectInsideWindow,
  origin,
  REFERENCE,
  REQUEST_DOCTOR,
  sonnerToast,
  uniqueName,
} from './dialog-support';

const MARGIN = 16;
/** React DOM's chunk: held back, the islands stay links and never hydrate. */
const REACT_DOM = /\/assets\/client-[^/]+\.js$/;
/** The React dialogs' chunks: held back, React never gets ready to open them, and a click opens the native one. */
const DIALOG_MODULES = /\/assets\/(BookingDialog|RequestDoctorDialog)-[^/]+\.js$/;
const FORMS = EN_ISLAND_WORDS.forms;

/** Whether the page's focused element is inside `dialog`. */
const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

/** Opens `path` with React DOM held back (the islands never hydrate) and returns the first button of `island`. */
async function beforeReact(page: Page, path: string, island: 'BookingButton' | 'RequestDoctorButton') {
  await page.route(REACT_DOM, () => undefined);
  await page.goto(path);
  return page.locator(`[data-island="${island}"] [${DIALOG_OPENER_ATTRIBUTE}]`).first();
}

/** As beforeReact, but React DOM is held rather than lost: `letReactThrough` lets it (and so the toaster) arrive. */
async function reactHeld(page: Page, path: string, island: 'BookingButton' | 'RequestDoctorButton') {
  const held: Route[] = [];
  await page.route(REACT_DOM, (route) => void held.push(route));
  await page.goto(path);
  const opener = page.locator(`[data-island="${island}"] [${DIALOG_OPENER_ATTRIBUTE}]`).first();
  const letReactThrough = async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(REACT_DOM);
  };
  return { opener, letReactThrough };
}

// The same promises from both booking dialogs: React's, once it can open it, and the page's native one, which a tap
// gets while React is not ready (here React DOM never arrives).
for (const dialogs of ['React', 'native'] as const) {
  test.describe(`booking dialog (${dialogs})`, () => {
    /** The /doctors page's Book Now buttons (React DOM held back for the native dialog). */
    async function bookNowButtons(page: Page): Promise<Locator> {
      if (dialogs === 'native') await page.route(REACT_DOM, () => undefined);
      await page.goto('/doctors');
      const buttons = page.locator(`[${DIALOG_OPENER_ATTRIBUTE}]`).filter({ hasText: /^Book Now$/ });
      await expect(buttons.first()).toBeVisible();
      return buttons;
    }

    /** For React's dialog, a button React can open it from; the native one needs nothing. */
    async function ready(button: Locator): Promise<Locator> {
      if (dialogs === 'React') await dialogReady(button);
      return button;
    }

    test('opens near the clicked Book Now, for that doctor, with call and WhatsApp actions', async ({ page }) => {
      await bookNowButtons(page);
      const bookNow = await ready(
        page.getByRole('article').filter({ hasText: 'Dr. Priya Raman' }).locator(`[${DIALOG_OPENER_ATTRIBUTE}]`),
      );
      await bookNow.scrollIntoViewIfNeeded();
      const box = (await bookNow.boundingBox())!;
      const click = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.click(click.x, click.y);

      const dialog = page.getByRole('dialog', { name: 'Book a consultation' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Dr. Priya Raman');
      await expect(dialog).toContainText('₹599');
      const rect = (await dialog.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(rect.width).toBeLessThanOrEqual(512);
      expect(rect.x).toBeGreaterThanOrEqual(MARGIN);
      expect(rect.y).toBeGreaterThanOrEqual(MARGIN);
      expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width - MARGIN);
      expect(rect.y + rect.height).toBeLessThanOrEqual(viewport.height - MARGIN);
      // Near the click: horizontally centred on it unless the viewport edge is in the way.
      expect(Math.abs(rect.x + rect.width / 2 - click.x)).toBeLessThan(rect.width / 2);

      await expect(dialog.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919000000000');
      const whatsapp = dialog.getByRole('link', { name: /Chat on WhatsApp/ });
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/919000000000');
      expect(href.searchParams.get('text')).toContain('Dr. Priya Raman');
    });

    test('closes with Escape, the close button and the backdrop, returning focus each time', async ({ page }) => {
      const bookNow = await ready((await bookNowButtons(page)).first());
      const dialog = page.getByRole('dialog');

      await bookNow.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(bookNow).toBeFocused();

      await bookNow.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(bookNow).toBeFocused();

      await bookNow.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, 4); // the backdrop covers the page outside the dialog
      await expect(dialog).toBeHidden();
      await expect(bookNow).toBeFocused();
    });

    test('opens by keyboard just below the button, moves focus in and traps it', async ({ page }) => {
      const bookNow = await ready((await bookNowButtons(page)).last());
      await bookNow.focus();
      // Focus scrolls the button into view smoothly (scroll-behavior: smooth); measure once it has come to rest.
      let button = (await bookNow.boundingBox())!;
      await expect
        .poll(async () => {
          const previous = button.y;
          button = (await bookNow.boundingBox())!;
          return button.y === previous;
        })
        .toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(dialog)).toBe(true);
      }
      const rect = (await dialog.boundingBox())!;
      expect(rect.y).toBeGreaterThanOrEqual(
        Math.min(button.y + button.height, page.viewportSize()!.height - rect.height - MARGIN) - 1,
      );
      await page.keyboard.press('Escape');
      await expect(bookNow).toBeFocused();
    });
  });
}

test('every page opens the booking dialog from the shared call-to-action', async ({ page }) => {
  await page.goto('/pricing');
  const cta = await hydrated(page, 'Book Consultation');
  await cta.click();
  await expect(page.getByRole('dialog', { name: 'Book a consultation' })).toContainText('Pricing');
});

test.describe('Request Specific Doctor dialog', () => {
  test('validates, confirms with a toast, clears and closes', async ({ page }) => {
    await page.goto('/doctors');
    const open = await hydrated(page, 'Request Specific Doctor');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Request Specific Doctor' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(512);
    await expect(dialog.getByLabel('Specific Requirements')).toHaveAttribute('rows', '3');
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(dialog.getByLabel('Required Specialization')).toHaveAttribute(
      'placeholder',
      /Cardiologist, Neurologist, Pediatrician/,
    );

    // Empty submit: the destructive toast, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const missing = page.locator('[data-sonner-toast]').filter({ hasText: DOCTOR_REQUEST_MISSING.title });
    await expect(missing).toBeVisible();
    await expect(missing).toContainText(DOCTOR_REQUEST_MISSING.description!);
    await expect(missing).toHaveAttribute('data-type', 'error');
    await expect(dialog).toBeVisible();
    // Inside the modal too, since a modal hides the rest of the page (the toaster included) from screen readers.
    await expect(dialog.getByRole('alert')).toContainText(DOCTOR_REQUEST_MISSING.description!);
    await expect(dialog.getByLabel('Your Name')).toBeFocused();
    await expect(dialog.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Your Name').fill('Asha Kumar');
    await dialog.getByLabel('Phone Number').fill('+91 98765 43210');
    await dialog.getByLabel('Required Specialization').fill('Cardiologist');
    await dialog.getByLabel('Specific Requirements').fill('Prefers Tamil');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    const done = page.locator('[data-sonner-toast]').filter({ hasText: DOCTOR_REQUEST_SUBMITTED.title });
    await expect(done).toBeVisible();
    await expect(done).toContainText(DOCTOR_REQUEST_SUBMITTED.description!);
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    for (const label of ['Your Name', 'Phone Number', 'Required Specialization', 'Specific Requirements']) {
      await expect(dialog.getByLabel(label)).toHaveValue('');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('before the islands hydrate', () => {
  test('a tap on a booking button opens the native dialog at once, whose call-back form is checked in place, stored and acknowledged', async ({
    page,
  }) => {
    const { opener: book, letReactThrough } = await reactHeld(page, '/diabetes-care', 'BookingButton');
    await expect(book).not.toHaveAttribute('role', 'button');
    await book.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName('Book a consultation');
    await expect(dialog).toHaveAccessibleDescription(
      `Diabetes Care · ${DIABETES_PLAN.shown} for a ${DIABETES_PLAN.minutes}-minute visit`,
    );
    expect(new URL(page.url()).pathname).toBe('/diabetes-care');
    await expectNoAxeViolations(page);

    // Without React the form is checked in the dialog and sent in the background: problems marked on their fields,
    // the page left as it is; the toaster comes with React DOM, here only once React DOM is let through.
    await dialog.getByLabel('Your Name').fill('Lakshmi Rao');
    await dialog.getByLabel('Phone Number').fill('98765 4321');
    await dialog.getByRole('button', { name: FORMS.booking.submit }).click();
    await expect(dialog.getByText(FORMS.problems.phone)).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Phone Number')).toBeFocused();
    await expect(dialog.getByRole('alert')).toContainText(FORMS.invalid.title);
    expect(new URL(page.url()).pathname).toBe('/diabetes-care');
    await letReactThrough();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: FORMS.invalid.title })).toBeVisible();
    await expect(dialog.getByLabel('Your Name')).toHaveValue('Lakshmi Rao');
    await dialog.getByLabel('Phone Number').fill('98765 43210');
    await dialog.getByRole('button', { name: FORMS.booking.submit }).click();
    const done = page.locator('[data-sonner-toast]').filter({ hasText: FORMS.submitted.booking.title });
    await expect(done).toContainText(/CL-[0-9A-Z]{6}/);
    await expect(page.locator('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/diabetes-care');
  });

  test('a tap on Request Specific Doctor opens its native dialog at once, whose form is checked in place, stored and acknowledged', async ({
    page,
  }) => {
    const { opener: open, letReactThrough } = await reactHeld(page, '/doctors', 'RequestDoctorButton');
    await open.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName('Request Specific Doctor');
    await expect(dialog).toHaveAccessibleDescription(EN_ISLAND_WORDS.request.description);
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(dialog.locator('input[name="token"]')).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(dialog.getByLabel('Your Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();

    // Without React the form is checked in the dialog and sent in the background, as React's dialog does.
    await open.click();
    await dialog.getByLabel('Your Name').fill('Asha Kumar');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByRole('alert')).toContainText(DOCTOR_REQUEST_MISSING.description!);
    await expect(dialog.getByLabel('Phone Number')).toBeFocused();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Your Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(new URL(page.url()).pathname).toBe('/doctors');
    await letReactThrough();
    const missing = page.locator('[data-sonner-toast]').filter({ hasText: DOCTOR_REQUEST_MISSING.title });
    await expect(missing).toHaveAttribute('data-type', 'error');
    await dialog.getByLabel('Phone Number').fill('+91 98765 43210');
    await dialog.getByLabel('Required Specialization').fill('Cardiologist');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const done = page.locator('[data-sonner-toast]').filter({ hasText: DOCTOR_REQUEST_SUBMITTED.title });
    await expect(done).toContainText(/CL-[0-9A-Z]{6}/);
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/doctors');
  });

  test('the native dialog is modal without the browser making the page inert: the page is hidden from screen readers, keeps still and keeps focus out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const book = await beforeReact(page, '/pricing', 'BookingButton');
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book a consultation' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.matches(':modal'))).toBe(false);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Centred on a phone, as the browser centres a modal dialog.
    const rect = (await dialog.boundingBox())!;
    expect(Math.abs(rect.x + rect.width / 2 - 180)).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.y + rect.height / 2 - 370)).toBeLessThanOrEqual(1);
    // The page behind does not scroll under the dialog.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Shift+Tab from the first control goes round to the last; focus sent outside comes back in.
    await dialog.locator('a[href]').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.evaluate(() => document.querySelector<HTMLElement>('main a[href]')?.focus());
    expect(await focusInside(dialog)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(book).toBeFocused();
  });

  test('each native dialog gets its own one-time token, not one shared by the cached page', async ({ page }) => {
    const book = await beforeReact(page, '/pricing', 'BookingButton');
    const token = async () => {
      await book.click();
      const value = await page.locator('dialog[open] input[name="token"]').inputValue();
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog')).toHaveCount(0);
      return value;
    };
    const [first, second] = [await token(), await token()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  test('once React can open its own dialog, a tap opens that one', async ({ page }) => {
    await page.goto('/pricing');
    await (await hydrated(page, 'Book Consultation')).click();
    await expect(page.getByRole('dialog', { name: 'Book a consultation' })).toBeVisible();
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('the islands hydrate once the page is idle, without a tap', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('[data-island="BookingButton"] [data-dialog-opener]').first()).toHaveAttribute(
      'role',
      'button',
    );
  });
});

// A dialog placed near its button on a laptop, with a mouse (issue 38): an empty submit's alert and field messages
// make it taller, yet it keeps 16 px inside the window and scrolls within itself, so its submit button can be
// reached; a field's message goes once the field is filled in; then a valid request is stored and acknowledged.
// Both dialogs, from the page's native copy (React's not ready yet) and from React.
for (const height of [800, 900]) {
  for (const kind of [REQUEST_DOCTOR, BOOKING]) {
    for (const dialogs of ['native', 'React'] as const) {
      test(`at 1280×${height} with a mouse, the ${kind.kind} dialog (${dialogs}) stays inside the window, sent empty and then valid`, async ({
        page,
      }) => {
        const t = EN_ISLAND_WORDS;
        await page.setViewportSize({ width: 1280, height });
        if (dialogs === 'native') await page.route(DIALOG_MODULES, () => undefined);
        await page.goto('/doctors');
        const opener = page.locator(`[data-island="${kind.island}"] [${DIALOG_OPENER_ATTRIBUTE}]`).first();
        if (dialogs === 'React') await dialogReady(opener);
        await opener.click();
        const dialog = page.getByRole('dialog', { name: kind.title(t) });
        await expect(dialog).toBeVisible();
        expect(await origin(dialog)).toBe(dialogs);
        await expectInsideWindow(page, dialog, 'the dialog');

        const submit = dialog.getByRole('button', { name: kind.submit(t) });
        await submit.click();
        await expect(sonnerToast(page, t.forms.missing.title)).toBeVisible();
        await expect(dialog.getByRole('alert')).toContainText(t.forms.missing.description!);
        await expectDialogFits(page, dialog, submit);

        const name = uniqueName();
        const typed = Object.entries(kind.typed(t, name));
        const [firstLabel, firstValue] = typed[0]!;
        const [first, second] = [dialog.getByLabel(firstLabel), dialog.getByLabel(typed[1]![0])];
        await expect(first).toHaveAttribute('aria-invalid', 'true');
        await first.fill(firstValue);
        // The field filled in no longer says "Please fill in this field."; the one still empty does.
        await expect(first).not.toHaveAttribute('aria-invalid', 'true');
        await expect(second).toHaveAttribute('aria-invalid', 'true');
        for (const [label, value] of typed) await dialog.getByLabel(label).fill(value);
        await expect(dialog.locator('.field-error')).toHaveCount(0);
        await expect(dialog.getByRole('alert')).toHaveCount(0);
        await expectDialogFits(page, dialog, submit);

        await submit.click();
        await expect(sonnerToast(page, t.forms.submitted[kind.kind].title)).toContainText(REFERENCE);
        await expect(dialog).toBeHidden();
        expect(new URL(page.url()).pathname).toBe('/doctors');
      });
    }
  }
}
