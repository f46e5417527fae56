import { expect, hydrated, test } from './fixtures';

test.describe('health check-ups', () => {
  test('selecting a package holds it and shows the Package Selected toast, which can be closed', async ({ page }) => {
    await page.goto('/health-checkups');
    const comprehensive = page.getByRole('article').filter({ hasText: 'Comprehensive Health Check-up' });
    const select = comprehensive.getByRole('button', { name: /Select Package/ });
    await expect(select).toBeVisible();
    await select.click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Comprehensive Health Check-up is selected' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Package Selected');
    await expect(toast).toContainText(
      'Comprehensive Health Check-up is selected. Please contact us to schedule your appointment.',
    );
    const selected = comprehensive.getByRole('button', { name: /Selected/ });
    await expect(selected).toHaveAttribute('aria-pressed', 'true');

    // One package at a time.
    await page
      .getByRole('article')
      .filter({ hasText: 'Basic Health Check-up' })
      .getByRole('button', { name: /Select Package/ })
      .click();
    await expect(comprehensive.getByRole('button', { name: /Select Package/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region).toBeAttached();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    const newest = page.locator('[data-sonner-toast]').filter({ hasText: 'Basic Health Check-up is selected' });
    await newest.getByRole('button', { name: /close/i }).click();
    await expect(newest).toBeHidden();
  });

  test('View Packages scrolls to the packages; Schedule Check-up opens the booking dialog', async ({ page }) => {
    await page.goto('/health-checkups');
    await page.getByRole('link', { name: 'View Packages' }).click();
    await expect(page).toHaveURL(/#packages$/);
    await expect(page.getByRole('heading', { name: 'Check-up packages' })).toBeInViewport();

    const schedule = await hydrated(page, 'Schedule Check-up');
    await schedule.click();
    await expect(page.getByRole('dialog', { name: 'Book a consultation' })).toContainText('Health Check-ups');
  });
});
