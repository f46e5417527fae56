// The admin dashboard in Chromium at 1280 px: every figure read from the database, each card a link, no sample
// anywhere, no sideways scroll and no axe violations. The screenshot goes to the test's output folder.
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test('the dashboard shows real figures with their links, with no axe violations', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // A CSV export is audited: Recent Activity shows it, in words.
  expect((await page.request.get('/admin/appointments/export.csv')).status()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-activity]').first()).toContainText('CSV exported, by admin@example.com');
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue Metrics' })).toBeVisible();
  await expect(page.locator('li[data-figure] > a')).toHaveCount(8);
  await expect(page.getByText('Sample figures')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
  await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Waiting for a First Call' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments\?view=requests&status=new$/);
});
