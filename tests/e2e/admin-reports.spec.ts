// Reports & Analytics in Chromium at 1280 px: a visitor's call-back and a newsletter sign-up arrive (plain forms, no
// JavaScript), then an admin opens /admin/reports: the chart and its tables are there, the page passes axe, the
// document does not scroll sideways, and a bad period is refused in words. The full screenshot is kept with the
// test's output (test-results/, not committed) for a person to look at.
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('an admin reads the report of the last 30 days', async ({ page, browser }, testInfo) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto('/diabetes-care');
  await form.getByRole('link', { name: /Book/ }).first().click();
  await form.getByLabel('Your Name').fill('Ravi Kumar');
  await form.getByLabel('Phone Number').fill('+91 99887 76655');
  await form.getByRole('button', { name: 'Request a call back' }).click();
  await expect(form).toHaveURL(/\/diabetes-care$/);
  await form.goto('/');
  await form.getByLabel('Email address').fill(`report-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form).toHaveURL(/\/pricing$/);
  await visitor.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Reports & Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Requests and appointments per day/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conversion by kind of request' })).toContainText('Call-back');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-reports.png'), fullPage: true });

  // The longest period: 366 days on one chart, its labels spaced out.
  const today = new Date(Date.now() + 19_800_000);
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  await page.goto(`/admin/reports?from=${yearAgo.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`);
  await expect(page.getByText('(366 days, India time)')).toBeVisible();
  await page.locator('svg[data-chart="daily"]').screenshot({ path: testInfo.outputPath('admin-reports-year.png') });

  await page.getByLabel('First day (India)').fill('2026-12-31');
  await page.getByLabel('Last day (India)').fill('2026-01-01');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('alert')).toContainText('The first day is after the last day');
  await expectNoAxeViolations(page);
});
