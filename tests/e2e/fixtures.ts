// A `page` that fails the test on any console error or warning, uncaught exception or hydration complaint.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DIALOG_OPENER_ATTRIBUTE, DIALOG_READY_ATTRIBUTE } from '../../shared/dialog/opener';
import { AUTH_PATHS } from '../../shared/auth/paths';

const FORM_ENDPOINTS: readonly string[] = Object.values(AUTH_PATHS);

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleProblems, baseURL }, use) => {
    page.on('console', (message) => {
      const source = message.location().url;
      // Pages of other origins (the auth server's Google stand-in) are not the site's.
      if (source && baseURL && !source.startsWith(baseURL)) return;
      // The browser reports a deliberate 4xx as a failed load: a page that answers 404 or 400 on purpose, or a
      // sign-in form's JSON answer to wrong credentials.
      const deliberate = source === page.url() || FORM_ENDPOINTS.some((path) => source.endsWith(path));
      if (deliberate && /status of 4\d\d/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleProblems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(consoleProblems, 'console errors, warnings or uncaught exceptions').toEqual([]);
  },
});

export { expect };

/**
 * Islands switch their no-JavaScript link for a button once hydrated; wait for that. A dialog's button is then
 * pointed at, which loads its dialog, and waited for until React can open the dialog itself: a tap before that on a
 * booking button opens the page's native dialog instead (tests/e2e/first-tap.spec.ts holds that one to the same
 * promises).
 */
export async function hydrated(page: Page, buttonName: string | RegExp) {
  const button = page.getByRole('button', { name: buttonName }).first();
  await expect(button).toBeVisible();
  if ((await button.getAttribute(DIALOG_OPENER_ATTRIBUTE)) !== null) await dialogReady(button);
  return button;
}

/** Points at a hydrated dialog button (intent loads its dialog) and waits until React can open that dialog. */
export async function dialogReady(button: Locator) {
  // Only a hydrated button listens for intent: a pointer that arrived before hydration fires no pointerenter later.
  await expect(button).toHaveAttribute('role', 'button');
  await button.hover();
  await expect(button).toHaveAttribute(DIALOG_READY_ATTRIBUTE, '');
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  // Colour contrast is measured on what is painted: let every running animation that ends (the page's fade-in, a
  // toast's arrival) end first, so a slow machine's half-faded text is not read as too faint.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
