// Signed in, the booking dialogs start with the account's own name and mobile (its profile on the auth server's
// record), whichever dialog the tap gets: React's, or the page's native one before React is ready. A visitor's are
// empty. (The server-rendered forms are checked in tests/worker/booking-prefill.test.ts.)
import type { Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../auth-server/keys.ts';
import { DIALOG_OPENER_ATTRIBUTE } from '../../shared/dialog/opener';
import { AUTH_API, uniqueEmail } from './auth-support';
import { dialogReady, expect, hydrated, test } from './fixtures';

/** React DOM's chunk: held back, the islands never hydrate and a tap opens the native dialog. */
const REACT_DOM = /\/assets\/client-[^/]+\.js$/;

/** A confirmed patient whose profile has a name and a mobile, signed in in this page's browser context. */
async function signedInPatient(page: Page, baseURL: string) {
  const email = uniqueEmail('prefill');
  const password = `pw-${crypto.randomUUID()}`;
  const created = await fetch(`${AUTH_API}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: 'Meena Pillai', phone: '+919845012345' },
    }),
  });
  expect(created.status).toBe(200);
  const signIn = await page.request.post('/auth/sign-in', {
    form: { email, password, role: 'patient' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
}

const bookNow = (page: Page) =>
  page
    .locator(`[${DIALOG_OPENER_ATTRIBUTE}]`)
    .filter({ hasText: /^Book Now$/ })
    .first();

test.describe('booking dialogs for someone signed in', () => {
  test('React’s call-back and Request Specific Doctor dialogs start with the name and mobile', async ({
    page,
    baseURL,
  }) => {
    await signedInPatient(page, baseURL!);
    await page.goto('/doctors');
    const book = bookNow(page);
    await dialogReady(book);
    await book.click();
    const booking = page.getByRole('dialog', { name: 'Book a consultation' });
    await expect(booking.getByLabel('Your Name')).toHaveValue('Meena Pillai');
    await expect(booking.getByLabel('Phone Number')).toHaveValue('+91 98450 12345');
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();

    const request = await hydrated(page, 'Request Specific Doctor');
    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request Specific Doctor' });
    await expect(dialog.getByLabel('Your Name')).toHaveValue('Meena Pillai');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('+91 98450 12345');
    await expect(dialog.getByLabel('Required Specialization')).toHaveValue('');
  });

  test('the native dialogs (a tap before React) start with them too', async ({ page, baseURL }) => {
    await signedInPatient(page, baseURL!);
    await page.route(REACT_DOM, () => undefined);
    await page.goto('/doctors');
    await bookNow(page).click();
    const booking = page.locator('dialog[open]');
    await expect(booking).toHaveAccessibleName('Book a consultation');
    await expect(booking.getByLabel('Your Name')).toHaveValue('Meena Pillai');
    await expect(booking.getByLabel('Phone Number')).toHaveValue('+91 98450 12345');
    await booking.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('dialog')).toHaveCount(0);

    await page.locator(`[data-island="RequestDoctorButton"] [${DIALOG_OPENER_ATTRIBUTE}]`).first().click();
    const request = page.locator('dialog[open]');
    await expect(request).toHaveAccessibleName('Request Specific Doctor');
    await expect(request.getByLabel('Your Name')).toHaveValue('Meena Pillai');
    await expect(request.getByLabel('Phone Number')).toHaveValue('+91 98450 12345');
  });

  test('a visitor’s dialog starts empty', async ({ page }) => {
    await page.goto('/doctors');
    const book = bookNow(page);
    await dialogReady(book);
    await book.click();
    const booking = page.getByRole('dialog', { name: 'Book a consultation' });
    await expect(booking.getByLabel('Your Name')).toHaveValue('');
    await expect(booking.getByLabel('Phone Number')).toHaveValue('');
  });
});
