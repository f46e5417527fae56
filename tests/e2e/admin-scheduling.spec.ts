// The admin's Scheduling screens in Chromium: a coordinator adds a doctor, gives them a week, sees the week's slots
// and blocks one, at 1280 px and at 360 px, with no axe violations (a refused form included). Screenshots of each
// screen go to the test's output folder (test-results/), to be looked at, never committed.
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const stamp = Date.now().toString(36);
const NAME = `Dr. Meera Joshi ${stamp}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a coordinator adds a doctor, sets the week, and blocks a slot; the screens pass axe at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/scheduling/calendars?doctor=new');
  await page.locator('#doctor-name').fill(NAME);
  await page.locator('#doctor-specialization').fill('Pediatrician');
  await page.locator('#doctor-department').selectOption('general-physician');
  await page.locator('#doctor-qualifications').fill('MBBS, MD (Paediatrics)');
  await page.locator('#doctor-registrationNumber').fill('MMC-2019-04512');
  await page.locator('#doctor-council').fill('Maharashtra Medical Council');
  await page.locator('#doctor-fee').fill('abc');
  await page.locator('#doctor-minutes').fill('20');
  await page.locator('#doctor-experienceYears').fill('7');
  await page.getByRole('checkbox', { name: /Marathi/ }).check();
  await page.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(page.getByRole('alert')).toContainText('The doctor was not saved');
  await expectNoAxeViolations(page);
  await shot(page, 'calendars-refused-1280');

  await page.locator('#doctor-fee').fill('549');
  await page.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The doctor is added' })).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await page.getByLabel(`${day} hours`).fill('09:00-13:00, 17:00-20:00');
    await page.getByLabel(`${day} breaks`).fill('11:00-11:20');
  }
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The week is saved' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'calendars-1280');

  await page.getByRole('link', { name: /slots this week/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultation Slots');
  const block = page.getByRole('button', { name: /^Block / }).first();
  const blockedName = (await block.textContent())?.replace(/^Block\s*/, '') ?? '';
  await block.click();
  await expect(page.getByRole('status').filter({ hasText: 'The slot is blocked' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${blockedName}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'slots-1280');

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await shot(page, 'slots-360');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: 'Edit the week' }).click();
  await expectNoAxeViolations(page);
  await shot(page, 'calendars-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
