// Users → Doctors in Chromium: a doctor signs up and confirms by e-mail; an admin, without JavaScript, finds them
// waiting, approves them on the confirmation page (linking a doctor record) and sees the flash; the doctor's very next
// request to /doctor is let in. The screens pass axe at 1280 px. (What the doctor area shows is its own spec's.)
import { mailLink, portalSignIn, toast, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { AUTH_TOASTS } from '../../shared/messages';

const PASSWORD = 'doctor-pass-123';

test('a doctor sign-up waits, an admin approves it without JavaScript, and /doctor opens on the next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('signup-doctor');
  const name = `Dr. Kavya Menon ${Date.now().toString(36)}`;
  await page.goto('/auth?mode=signup');
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: 'Doctor' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, AUTH_TOASTS.accountCreatedDoctor.title);
  await page.goto(await mailLink(email, /confirm/i));
  await expect(page).toHaveURL(/\/$/);

  const open = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const adminPage = await context.newPage();
    await portalSignIn(adminPage, 'admin@example.com', 'admin-dev-password', 'Admin');
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    return { context, adminPage };
  };

  // Looked at with JavaScript (axe runs in the page): the list with the sign-up waiting, and its confirmation page.
  const looking = await open(true);
  await expect(looking.adminPage.locator('[data-waiting-doctors]').first()).not.toHaveText('0');
  await looking.adminPage.goto(`/admin/users/doctors?q=${encodeURIComponent(email)}`);
  await expect(looking.adminPage.getByRole('row').filter({ hasText: email })).toContainText('Waiting for approval');
  await expectNoAxeViolations(looking.adminPage);
  await looking.adminPage
    .getByRole('link', { name: /Approve as doctor/ })
    .first()
    .click();
  await expect(looking.adminPage.getByRole('heading', { level: 1 })).toHaveText('Approve as doctor');
  await expectNoAxeViolations(looking.adminPage);
  await looking.context.close();

  // Done without JavaScript: plain links and a POST form, then the flash after the redirect.
  const { context, adminPage } = await open(false);
  await adminPage.goto(`/admin/users/doctors?q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: /Approve as doctor/ }).click();
  await expect(adminPage.getByText('What will happen')).toBeVisible();
  await adminPage.screenshot({ path: test.info().outputPath('approve-1280.png'), fullPage: true });
  await adminPage.getByLabel('Doctor record to link').selectOption({ index: 1 });
  await adminPage.getByRole('button', { name: /Confirm/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/users\/doctors\?q=/);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Doctor approved' })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: email })).toContainText('Doctor record:');
  await adminPage.screenshot({ path: test.info().outputPath('doctors-1280.png'), fullPage: true });
  await context.close();

  const doctorArea = await page.goto('/doctor');
  expect(doctorArea?.status()).toBe(200);
});
