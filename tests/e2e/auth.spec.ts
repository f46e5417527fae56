import { LOGIN_ERRORS, PORTAL_ERRORS } from '../../shared/auth/messages';
import { AUTH_TOASTS } from '../../shared/messages';
import { grantRole, mailLink, portalSignIn, signInFormHydrated, toast, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'patient-pass-1';

test.describe('sign-in area', () => {
  test('sign up as a self-chosen "admin", confirm by email, get 403 on /admin until an admin role is granted', async ({
    page,
  }) => {
    const email = uniqueEmail('chosen-admin');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Admin' }).check();
    await expect(page.getByRole('complementary')).toContainText('User management');
    await page.getByLabel('Full Name').fill('Meera Nair');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(PORTAL_ERRORS.passwordsDiffer);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, AUTH_TOASTS.accountCreatedAdmin.title);
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();

    // Signing in before confirming is refused.
    await portalSignIn(page, email, PASSWORD, 'Admin');
    await expect(page.getByRole('alert')).toHaveText('Email not confirmed');

    await page.goto(await mailLink(email, /confirm/i));
    await expect(page).toHaveURL(/\/$/);
    await toast(page, AUTH_TOASTS.signedIn.title);

    const forbidden = await page.goto('/admin');
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expectNoAxeViolations(page);

    await grantRole(email, 'admin');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await toast(page, AUTH_TOASTS.signedOut.title);
    await portalSignIn(page, email, PASSWORD, 'Admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByText('Meera Nair').first()).toBeVisible();
  });

  test('a granted admin reaches the dashboard, every page of it is accessible, and signing out locks it again', async ({
    page,
  }) => {
    await portalSignIn(page, 'admin@example.com', 'admin-dev-password', 'Admin');
    // The welcome toast shows for the 500 ms before the move to /admin (tested with the patient sign-ins); a busy
    // machine can move on before a poll sees it, so this test waits for the dashboard.
    await expect(page).toHaveURL(/\/admin$/);
    // Every figure is read from the database (other specs may have booked some by now).
    await expect(page.locator('[data-figure]').first()).toContainText("Today's Appointments");
    await expectNoAxeViolations(page);
    await page.goto('/admin/consults');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Consults');
    await page.goto('/admin/appointments');
    await expect(
      page.getByRole('table', { name: 'Appointments by start time' }).or(page.getByText('No appointments match.')),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('summary', { hasText: 'account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await toast(page, AUTH_TOASTS.signedOut.title);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  });

  test('a patient signs in on /login with Remember me, which keeps the email for next time', async ({ page }) => {
    await page.goto('/login');
    await signInFormHydrated(page);
    await page.getByLabel('Email', { exact: true }).fill('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, LOGIN_ERRORS.invalidCredentials);

    await page.getByLabel('Password', { exact: true }).fill('patient-dev-password');
    await page.getByLabel('Remember me').check();
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click();
    await toast(page, AUTH_TOASTS.signedIn.title);
    await expect(page).toHaveURL(/\/$/);

    // Already signed in: /login sends the visitor on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies({ name: /^sb-/ });
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('patient@example.com');
  });

  test('Continue with Google goes through the stand-in and signs the patient in', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await toast(page, AUTH_TOASTS.signedIn.title);
  });

  test('forgot password leads to a new password that works', async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/login?mode=signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).last().click();
    await toast(page, AUTH_TOASTS.accountCreatedPatient.title);
    await page.goto(await mailLink(email, /confirm/i));
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies({ name: /^sb-/ });

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, AUTH_TOASTS.resetEmailSent.title);
    await expect(dialog).toBeHidden();

    await page.goto(await mailLink(email, /reset/i));
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByLabel('Confirm Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await toast(page, AUTH_TOASTS.passwordUpdated.title);

    await page.context().clearCookies({ name: /^sb-/ });
    await portalSignIn(page, email, 'brand-new-pass');
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of [
    '/auth',
    '/auth?mode=signup',
    '/login',
    '/login?mode=signup',
    '/login?mode=forgot',
    '/reset-password',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-island]').first()).toBeAttached();
      await expectNoAxeViolations(page);
    });
  }

  test('the open Reset Your Password dialog has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('sign-in area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the portal's side panel follows the account type chosen, with no script to change it", async ({ page }) => {
    await page.goto('/auth');
    const panel = page.getByRole('complementary');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName('Patient Portal');
    const choices: [string, string][] = [
      ['Doctor', 'Doctor Portal'],
      ['Admin', 'Admin Portal'],
      ['Patient', 'Patient Portal'],
    ];
    for (const [radio, title] of choices) {
      await page.getByRole('radio', { name: radio }).check();
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(title);
    }
  });

  test('sign-in and sign-up work as plain forms', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(PORTAL_ERRORS.invalidCredentials);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('patient-dev-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status')).toContainText(AUTH_TOASTS.welcomeBack.title);

    const email = uniqueEmail('nojs');
    await page.context().clearCookies({ name: /^sb-/ });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    // The notice, beside the note that leads to the code page (a status of its own).
    await expect(page.getByRole('status').filter({ hasText: AUTH_TOASTS.accountCreatedPatient.title })).toContainText(
      AUTH_TOASTS.accountCreatedPatient.title,
    );
  });
});
