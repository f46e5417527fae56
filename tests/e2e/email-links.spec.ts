// A confirmation or reset link opened twice, or expired, must tell the visitor what happened and what to do next.
import type { Page } from '@playwright/test';
import { AUTH_TOASTS } from '../../shared/messages';
import { mailLink, toast, uniqueEmail } from './auth-support';
import { expect, test } from './fixtures';

const EXPIRED = AUTH_TOASTS.linkExpired;

/** Signs up through the site's own form post (as a browser would), and returns the confirmation link. */
async function confirmationLink(page: Page): Promise<string> {
  const email = uniqueEmail('used-link');
  await page.goto('/auth?mode=signup');
  const response = await page.request.post('/auth/sign-up', {
    form: { email, password: 'link-pass-1', confirmPassword: 'link-pass-1', fullName: 'Lata Rao', role: 'patient' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return mailLink(email, /confirm/i);
}

const USED_SIGNED_IN = AUTH_TOASTS.linkUsedSignedIn;

test.describe('used and expired email links', () => {
  test('a confirmation link opened again says it was used: on the home page when signed in, on /login otherwise', async ({
    page,
    browser,
  }) => {
    const link = await confirmationLink(page);
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await toast(page, USED_SIGNED_IN.title);

    const elsewhere = await browser.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere).toHaveURL(/\/login$/);
    await toast(elsewhere, EXPIRED.title);
    await expect(elsewhere.getByText(EXPIRED.description)).toBeVisible();
    await elsewhere.close();
  });

  test('an error an auth server leaves in the home page fragment is explained too', async ({ page }) => {
    await page.goto(
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page).toHaveURL(/\/login$/);
    await toast(page, EXPIRED.title);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the second opening of a link shows the message inline', async ({ page, browser }) => {
      const link = await confirmationLink(page);
      await page.goto(link);
      await page.goto(link);
      await expect(page.getByText(USED_SIGNED_IN.title)).toBeVisible();

      const elsewhere = await browser.newPage({ javaScriptEnabled: false });
      await elsewhere.goto(link);
      await expect(elsewhere).toHaveURL(/\/login(#.*)?$/);
      await expect(elsewhere.getByText(EXPIRED.title)).toBeVisible();
      await expect(elsewhere.getByText(EXPIRED.description)).toBeVisible();
      await elsewhere.close();
    });
  });
});
