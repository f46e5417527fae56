// The public header says who is signed in, links them to their area (an admin's dashboard, a patient's account), and
// keeps Sign Out in reach.
import { expect, expectNoAxeViolations, test } from './fixtures';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('the header when signed in', () => {
  test('an admin sees their name and the dashboard link on public pages, and can sign out there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@example.com', 'admin-dev-password');
    await page.goto('/doctors');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Admin User' }).click();
    await expect(header.getByText('Signed in as').filter({ visible: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' }).filter({ visible: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login / Sign Up' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await header.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/doctors');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  });

  test('on a phone the menu names the patient instead of offering Login / Sign Up', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'patient@example.com', 'patient-dev-password');
    await page.goto('/health-checkups');
    await page.locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText('Dev Patient')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
