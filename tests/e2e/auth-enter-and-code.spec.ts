// Two things a person does on /auth with the keyboard and the mail: Enter in the password field signs in (never sends
// a password-reset e-mail), with and without JavaScript, in English and Hindi; and the code in the sign-up's mail,
// typed on the page the mail and the note after sign-up link, confirms the address and signs them in.
import type { Page } from '@playwright/test';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { AUTH_TOASTS } from '../../shared/messages';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { INBOX, signInFormHydrated, toast, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PATIENT = { email: 'patient@example.com', password: 'patient-dev-password' };
const PASSWORD = 'patient-pass-1';

/** The code in the newest sign-up mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const search = await fetch(`${INBOX}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
        const { messages } = (await search.json()) as { messages: { ID: string }[] };
        if (!messages[0]) return '';
        const full = (await (await fetch(`${INBOX}/api/v1/message/${messages[0].ID}`)).json()) as { Text: string };
        code = /the code (\d{6}) on our confirmation page/.exec(full.Text)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function enterInPassword(page: Page, prefix: '' | '/hi', hydrate: boolean) {
  const words = AUTH_WORDS[prefix === '/hi' ? 'hi' : 'en'].fields;
  await page.goto(`${prefix}/auth`);
  // Hydrated once the password field gains its show/hide toggle, named in the page's language.
  if (hydrate)
    await expect(page.getByRole('button', { name: `${words.show}${words.passwordToggle}` }).first()).toBeVisible();
  await page.getByLabel(words.email, { exact: true }).fill(PATIENT.email);
  await page.getByLabel(words.password, { exact: true }).fill(PATIENT.password);
  await page.getByLabel(words.password, { exact: true }).press('Enter');
}

for (const prefix of ['', '/hi'] as const) {
  const language = prefix === '/hi' ? 'Hindi' : 'English';
  const welcome = prefix === '/hi' ? HI_UI.flash['welcome-back'].title : AUTH_TOASTS.welcomeBack.title;

  test(`${language}: Enter in /auth's password field signs in`, async ({ page }) => {
    await enterInPassword(page, prefix, true);
    await toast(page, welcome);
    await expect(page).toHaveURL(prefix ? /\/hi\/?$/ : /:\d+\/$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: AUTH_TOASTS.resetSent.title })).toHaveCount(0);
    const account = await page.goto(`${prefix}/account`);
    expect(new URL(account!.url()).pathname).toBe(`${prefix}/account`);
  });

  test.describe(`${language} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`Enter in /auth's password field signs in`, async ({ page }) => {
      await enterInPassword(page, prefix, false);
      await expect(page).toHaveURL(prefix ? /\/hi\/?$/ : /:\d+\/$/);
      await expect(page.getByRole('status').filter({ hasText: welcome })).toBeVisible();
      const account = await page.goto(`${prefix}/account`);
      expect(new URL(account!.url()).pathname).toBe(`${prefix}/account`);
    });
  });
}

test('the code from the sign-up mail, entered on the page the note links, confirms and signs in', async ({ page }) => {
  const email = uniqueEmail('code');
  await page.goto('/auth?mode=signup');
  await signInFormHydrated(page);
  await page.getByLabel('Full Name').fill('Kavya Menon');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, AUTH_TOASTS.accountCreated.title);
  const words = AUTH_WORDS.en.confirm;
  await page.getByRole('link', { name: words.enterCode('6') }).click();
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(words.code('6')).fill('000 000');
  await page.getByRole('button', { name: words.submit }).click();
  const code = await mailedCode(email);
  if (code !== '000000') await expect(page.getByRole('alert')).toHaveText(words.wrongCode);
  await page.getByLabel(words.code('6')).fill(code);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await toast(page, AUTH_TOASTS.emailConfirmed.title);
  const account = await page.goto('/account');
  expect(new URL(account!.url()).pathname).toBe('/account');
});

test.describe('the code page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in Hindi: the note after sign-up links the page, whose form confirms and signs in', async ({ page }) => {
    const email = uniqueEmail('code-hi');
    const hi = AUTH_WORDS.hi;
    await page.goto('/hi/auth?mode=signup');
    await page.getByLabel(hi.fields.fullName).fill('कव्या मेनन');
    await page.getByLabel(hi.fields.email, { exact: true }).fill(email);
    await page.getByLabel(hi.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(hi.fields.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: hi.actions.createAccount }).click();
    await expect(page).toHaveURL(/\/hi\/auth$/);
    await page.getByRole('link', { name: hi.confirm.enterCode('6') }).click();
    await expect(page).toHaveURL(/\/hi\/auth\/confirm$/);
    await page.getByLabel(hi.fields.email, { exact: true }).fill(email);
    await page.getByLabel(hi.confirm.code('6')).fill(await mailedCode(email));
    await page.getByRole('button', { name: hi.confirm.submit }).click();
    await expect(page).toHaveURL(/\/hi\/?$/);
    await expect(page.getByRole('status').filter({ hasText: HI_UI.flash['email-confirmed'].title })).toBeVisible();
  });
});
