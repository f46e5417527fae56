import { PAGES } from '../../src/site-map/registry';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('at 360 px', () => {
  test('the menu toggle opens and closes, by touch and by keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('summary', { hasText: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Refunds' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    await toggle.tap();
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await menu.getByRole('link', { name: 'Doctors' }).tap();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Doctors');
  });

  test('a menu opened before the page finished loading still closes on Escape', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/NavDisclosure-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const toggle = page.locator('summary', { hasText: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();

    const loaded = page.waitForResponse(/\/assets\/NavDisclosure-[^/]*\.js$/);
    release();
    await loaded;
    // Hydration is done once the island's state has caught up with the open menu.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden({ timeout: 200 });
    }).toPass();
    await expect(toggle).toBeFocused();
  });

  test('the booking dialog is centred and fits the screen with 16 px margins', async ({ page }) => {
    await page.goto('/doctors');
    const bookNow = page.getByRole('button', { name: 'Book Now' }).first();
    await expect(bookNow).toBeVisible();
    await bookNow.tap();
    const rect = (await page.getByRole('dialog').boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(16);
    expect(rect.y).toBeGreaterThanOrEqual(16);
    expect(rect.x + rect.width).toBeLessThanOrEqual(360 - 16 + 0.5);
    expect(rect.y + rect.height).toBeLessThanOrEqual(740 - 16 + 0.5);
    expect(Math.abs(rect.x + rect.width / 2 - 180)).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.y + rect.height / 2 - 370)).toBeLessThanOrEqual(1);
  });

  for (const path of [...PAGES.map((page) => page.path), '/book?doctor=arjun-mehta', '/doctors/request', '/nowhere']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
