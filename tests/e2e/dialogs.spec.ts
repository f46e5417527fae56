import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { expect, hydrated, test } from './fixtures';

const MARGIN = 16;

test.describe('booking dialog', () => {
  test('opens near the clicked Book Now, for that doctor, with call and WhatsApp actions', async ({ page }) => {
    await page.goto('/doctors');
    const bookNow = page
      .getByRole('article')
      .filter({ hasText: 'Dr. Priya Raman' })
      .getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeVisible();
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
    await page.goto('/doctors');
    const bookNow = page.getByRole('button', { name: 'Book Now' }).first();
    await expect(bookNow).toBeVisible();
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
    await page.goto('/doctors');
    const bookNow = page.getByRole('button', { name: 'Book Now' }).last();
    await expect(bookNow).toBeVisible();
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
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    const rect = (await dialog.boundingBox())!;
    expect(rect.y).toBeGreaterThanOrEqual(
      Math.min(button.y + button.height, page.viewportSize()!.height - rect.height - MARGIN) - 1,
    );
    await page.keyboard.press('Escape');
    await expect(bookNow).toBeFocused();
  });

  test('every page opens it from the shared call-to-action', async ({ page }) => {
    await page.goto('/pricing');
    const cta = await hydrated(page, 'Book Consultation');
    await cta.click();
    await expect(page.getByRole('dialog', { name: 'Book a consultation' })).toContainText('Pricing');
  });
});

test.describe('Request Specific Doctor dialog', () => {
  test('validates, confirms with a toast, clears and closes', async ({ page }) => {
    await page.goto('/doctors');
    const open = page.getByRole('button', { name: 'Request Specific Doctor' }).first();
    await expect(open).toBeVisible();
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
  test('a tap on a booking button opens its dialog rather than leaving for /book', async ({ page }) => {
    // Hold React DOM back until after the tap, so the island is still a link when it is tapped.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing');
    const bookNow = page.locator('[data-island="BookingButton"] [data-dialog-opener]').first();
    await expect(bookNow).not.toHaveAttribute('role', 'button');
    await bookNow.click();
    release();
    await expect(page.getByRole('dialog', { name: 'Book a consultation' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  test('the islands hydrate once the page is idle, without a tap', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('[data-island="BookingButton"] [data-dialog-opener]').first()).toHaveAttribute(
      'role',
      'button',
    );
  });
});
