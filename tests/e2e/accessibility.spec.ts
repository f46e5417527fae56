import { pagesIn } from '../../src/site-map/registry';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

// Every page in both languages (Devanagari with lang="hi" is checked as the English is), plus the forms' states and
// the 404 pages.
const EXTRA_PATHS = ['/book?doctor=arjun-mehta', '/hi/book?doctor=arjun-mehta', '/no-such-page', '/hi/no-such-page'];
const PAGES = [...pagesIn('en'), ...pagesIn('hi')];

test.describe('axe-core, WCAG 2.2 AA', () => {
  for (const path of [...PAGES.map((page) => page.path), ...EXTRA_PATHS]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-island]').first()).toBeAttached();
      await expectNoAxeViolations(page);
    });
  }

  test('the open booking dialog and a toast have no violations', async ({ page }) => {
    await page.goto('/doctors');
    await (await hydrated(page, 'Book Now')).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await (await hydrated(page, 'Request Specific Doctor')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Request' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    // Contrast is measured on the toast as it rests, not halfway through its fade-in.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page);
  });

  test('the open small-screen menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/doctors');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});
