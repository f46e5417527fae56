// The pseudo-language test (issue 13): the site built with its English dictionaries rewritten into accented,
// bracketed text (`npm run build:pseudo`, build/pseudo-locale.ts) must show no plain English anywhere a visitor can
// read or hear it: every public page, the sign-in area, the 404 page, every dialog, and every form's states (empty,
// wrong, sent), with and without JavaScript. Any such text was written outside a dictionary, so a new language would
// not reach it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DIALOG_READY_ATTRIBUTE } from '../../shared/dialog/opener';
import { HONEYPOT_FIELD } from '../../shared/requests/kinds';
import { SITE_MAP } from '../../src/content/pages';
import { hardCoded, readableText, showsPseudoText } from './visible-text';

const PAGES = [
  ...SITE_MAP.filter((page) => page.kind !== 'fallback' && page.id !== 'admin').map((page) => page.path),
  '/no-such-page',
  '/doctors?department=none',
  // A doctor's free times (the seeded sample doctor) and the appointment lookup.
  '/doctors/arjun-mehta/book',
  '/appointments',
  ...['/terms', '/privacy', '/cookies', '/disclaimer', '/refunds'].map((path) => `${path}?print=1`),
];

/** The email-and-password form of a sign-in page (the login page's Google button is a form of its own). */
// The e-mail sign-in form: the page's first posting form that is neither Google's button nor the mobile's forms.
const SIGN_IN_FORM = 'main form[method="post"]:not([action$="/google"]):not([action*="/phone"])';
const MOBILE_FORM = '#mobile-sign-in form';

async function expectAllFromDictionaries(page: Page, state: string) {
  const found = await readableText(page);
  expect(showsPseudoText(found), `${state}: no pseudo-language text at all; is dist-pseudo/ built?`).toBe(true);
  expect(hardCoded(found), `${state}: text that did not come from a dictionary`).toEqual([]);
}

/** Fills every field a person would, with valid answers; the robot trap is left empty. */
async function fillValid(form: Locator, email = `asha-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`) {
  for (const field of await form.locator('input, select, textarea').all()) {
    const [type, name] = await Promise.all([field.getAttribute('type'), field.getAttribute('name')]);
    if (!name || name === HONEYPOT_FIELD || type === 'hidden' || type === 'submit' || !(await field.isVisible()))
      continue;
    const tag = await field.evaluate((element) => element.tagName);
    if (tag === 'SELECT') {
      const values = await field
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      if (values[0]) await field.selectOption(values[0]);
    } else if (type === 'checkbox') await field.check();
    else if (type === 'radio') await form.locator(`input[name="${name}"]`).first().check();
    else if (type === 'email' || name === 'email') await field.fill(email);
    else if (type === 'tel' || name === 'phone') await field.fill('98765 43210');
    else if (type === 'password') await field.fill('a-long-password-1');
    else if (/name/i.test(name)) await field.fill('Asha Kumar');
    else await field.fill('Please call me about my report');
  }
}

async function submit(form: Locator) {
  await form.locator('button[type="submit"], button:not([type])').first().click();
}

/** Turns the browser's own required-field checks off, so the site's messages for an empty form show. */
async function withoutBrowserChecks(form: Locator) {
  await form.evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`the page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAllFromDictionaries(page, path);
    });
  }

  const FORMS: [string, string][] = [
    ['/book', 'main form[method="post"]'],
    ['/doctors/request', 'main form[method="post"]'],
    ['/appointments', 'main form[method="post"]'],
    ['/contact', 'main form[method="post"]'],
    ['/privacy', 'main form[method="post"][action*="privacy"]'],
    ['/refunds', 'main form[method="post"][action*="refunds"]'],
    ['/', 'footer form[method="post"]'],
    ['/login', SIGN_IN_FORM],
    ['/auth', SIGN_IN_FORM],
    // A sign-up, then the note that links the page taking the mail's code; and that page's own form.
    ['/auth?mode=signup', SIGN_IN_FORM],
    ['/auth/confirm', 'main form[method="post"]'],
  ];
  for (const [path, selector] of FORMS) {
    test(`the form on ${path}: empty, then sent`, async ({ page }) => {
      await page.goto(path);
      let form = page.locator(selector).first();
      await withoutBrowserChecks(form);
      await submit(form);
      await page.waitForLoadState();
      await expectAllFromDictionaries(page, `${path} sent empty`);
      await page.goto(path);
      form = page.locator(selector).first();
      await fillValid(form);
      await submit(form);
      await page.waitForLoadState();
      await expectAllFromDictionaries(page, `${path} sent filled in`);
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PAGES) {
    test(`the page ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAllFromDictionaries(page, path);
    });
  }

  test('the menu, the booking dialog and its call-back form', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The phone menu (the wide screen's dropdowns are hidden at this width).
    const menu = page.locator('[data-island="NavDisclosure"] summary').filter({ visible: true }).first();
    await menu.click();
    await expect(page.locator('[data-island="NavDisclosure"] details[open] nav')).toBeVisible();
    await expectAllFromDictionaries(page, 'menu open');
    await page.keyboard.press('Escape');

    // React's dialog (checked in place, answered with a toast): pointing at the button loads it.
    const book = page.locator('[data-island="BookingButton"] [aria-haspopup="dialog"]').first();
    await book.hover();
    await expect(book).toHaveAttribute(DIALOG_READY_ATTRIBUTE, '');
    await book.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAllFromDictionaries(page, 'booking dialog');
    const form = dialog.locator('form');
    await withoutBrowserChecks(form);
    await submit(form);
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAllFromDictionaries(page, 'call-back form sent empty');
    await fillValid(form);
    await submit(form);
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expectAllFromDictionaries(page, 'call-back stored');
  });

  test('the doctor request dialog', async ({ page }) => {
    await page.goto('/doctors');
    await page.waitForLoadState('networkidle');
    const open = page.locator('[data-island="RequestDoctorButton"] [aria-haspopup="dialog"]').first();
    await open.hover();
    await expect(open).toHaveAttribute(DIALOG_READY_ATTRIBUTE, '');
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const form = dialog.locator('form');
    await withoutBrowserChecks(form);
    await submit(form);
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expectAllFromDictionaries(page, 'doctor request sent empty');
    await fillValid(form);
    await submit(form);
    await expect(dialog).toBeHidden();
    await expectAllFromDictionaries(page, 'doctor request stored');
  });

  test('the native dialogs a tap gets before React is ready', async ({ page }) => {
    // React DOM held back: the islands stay links, and a tap opens the page's own copy of the dialog.
    await page.route(/\/assets\/client-[^/]+\.js$/, () => undefined);
    await page.goto('/doctors');
    for (const island of ['BookingButton', 'RequestDoctorButton']) {
      await page.locator(`[data-island="${island}"] a`).first().click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectAllFromDictionaries(page, `${island}'s native dialog`);
      // Checked in place, as React's dialog is: the problems marked on the fields and summed up above them.
      await page.locator('dialog[open] button[type="submit"]').click();
      await expect(page.locator('dialog[open] [aria-invalid="true"]').first()).toBeVisible();
      await expectAllFromDictionaries(page, `${island}'s native dialog sent empty`);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog')).toHaveCount(0);
    }
  });

  test('choosing a health check-up package', async ({ page }) => {
    await page.goto('/health-checkups');
    await page.waitForLoadState('networkidle');
    await page.locator('[data-island="PackageSelectButton"] button').first().click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expectAllFromDictionaries(page, 'package chosen');
  });

  for (const path of ['/contact', '/privacy', '/refunds']) {
    test(`the request form on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const form = page.locator('[data-island="PageRequestForm"] form');
      await withoutBrowserChecks(form);
      await submit(form);
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAllFromDictionaries(page, `${path} form sent empty`);
      await fillValid(form);
      await submit(form);
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
      await expectAllFromDictionaries(page, `${path} form stored`);
    });
  }

  for (const path of ['/login', '/auth']) {
    test(`the sign-in forms on ${path}: empty, wrong password, and every other view`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const form = page.locator(SIGN_IN_FORM).first();
      await withoutBrowserChecks(form);
      await submit(form);
      await expect(page.locator('[role="alert"], [data-sonner-toast]').first()).toBeVisible();
      await expectAllFromDictionaries(page, `${path} sent empty`);
      const empty = (await page.locator('[role="alert"], [data-sonner-toast]').first().textContent()) ?? '';
      await fillValid(form, 'nobody@example.com');
      await submit(form);
      // The answer to a wrong password: a toast (/login) or the form's alert (/auth), other than the empty form's.
      await expect(
        page.locator('[role="alert"], [data-sonner-toast]').filter({ hasNotText: empty }).first(),
      ).toBeVisible();
      await expectAllFromDictionaries(page, `${path} wrong password`);
      // Every other view the page offers (sign up, forgotten password): each tab or toggle in turn.
      for (const toggle of await page.locator('main [role="tab"], main button[type="button"]').all()) {
        if (!(await toggle.isVisible())) continue;
        await toggle.click();
        await expectAllFromDictionaries(page, `${path} after a toggle`);
        await page.keyboard.press('Escape');
      }
    });
  }

  for (const path of ['/login', '/auth']) {
    test(`the mobile sign-in on ${path}: sent empty, then the code's form and a wrong code`, async ({ page }) => {
      await page.goto(path);
      const number = page.locator(MOBILE_FORM).first();
      await submit(number);
      await expect(page.locator('#mobile-sign-in [aria-invalid="true"]').first()).toBeVisible();
      await expectAllFromDictionaries(page, `${path} mobile sent empty`);
      await page.locator('#mobile-sign-in input[name="phone"]').fill(`9${String(Date.now()).slice(-9)}`);
      await submit(page.locator(MOBILE_FORM).first());
      await expect(page.locator('#mobile-sign-in input[autocomplete="one-time-code"]')).toBeVisible();
      await expectAllFromDictionaries(page, `${path} code's form`);
      await page.locator('#mobile-sign-in input[autocomplete="one-time-code"]').fill('000000');
      await submit(page.locator(MOBILE_FORM).first());
      await expect(
        page.locator('#mobile-sign-in [role="alert"], #mobile-sign-in [aria-invalid="true"]').first(),
      ).toBeVisible();
      await expectAllFromDictionaries(page, `${path} wrong code`);
    });
  }

  test('the password reset page', async ({ page }) => {
    await page.goto('/reset-password');
    await page.waitForLoadState('networkidle');
    await expectAllFromDictionaries(page, 'reset password');
  });
});
