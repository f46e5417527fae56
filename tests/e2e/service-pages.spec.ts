// The service pages of issue 10 in a real browser: each page's booking call-to-action opens the booking dialog with
// the page's topic (JavaScript on) and reaches the /book page for that topic (JavaScript off); the emergency numbers
// are on screen at once on a 360×640 phone, as big tel: links; nothing scrolls sideways at 360 px.
import { expect, hydrated, test } from './fixtures';

/** [path, the call-to-action's label, the topic the dialog and the /book page name]. */
const BOOKINGS = [
  ['/', 'Book Diabetes Care', 'Diabetes Care'],
  ['/departments', 'Book Cancer Second Opinion', 'Cancer Second Opinion'],
  ['/general-physician', 'Book Consultation', 'General Physician'],
  ['/diabetes-care', 'Book Consultation', 'Diabetes Care'],
  ['/cancer-second-opinion', 'Request a Second Opinion', 'Cancer Second Opinion'],
  ['/cancer-advisory-plan', 'Request the Advisory Plan', 'Cancer Advisory Plan'],
  ['/telemedicine', 'Start Video Consultation', 'Video consultation'],
] as const;

const PAGES = [...BOOKINGS.map(([path]) => path), '/emergency-care'];

test.describe('service pages with JavaScript', () => {
  for (const [path, label, topic] of BOOKINGS) {
    test(`${path}: ${label} opens the booking dialog about ${topic}`, async ({ page }) => {
      await page.goto(path);
      const button = await hydrated(page, label);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Book a consultation' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(topic);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('/telemedicine: Learn More scrolls to the services', async ({ page }) => {
    await page.goto('/telemedicine');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: 'What you can do online' })).toBeInViewport();
  });

  test('the home page’s footer link reaches #how-it-works', async ({ page }) => {
    await page.goto('/');
    await page.goto('/#how-it-works');
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeInViewport();
  });
});

test.describe('service pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, label, topic] of BOOKINGS) {
    test(`${path}: ${label} is a link to the /book page about it`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: label }).first().click();
      await expect(page).toHaveURL(/\/book\?from=/);
      // The /book page names what the button books: the page's service, or the video consultation on /telemedicine.
      await expect(page.getByRole('main')).toContainText(topic);
      await expect(page.getByRole('link', { name: /Call / }).first()).toHaveAttribute('href', /^tel:\+\d+$/);
    });
  }
});

test.describe('on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('/emergency-care shows every number at once, each a big tel: link', async ({ page }) => {
    await page.goto('/emergency-care');
    const numbers = page.locator('[data-emergency-numbers] a');
    await expect(numbers).toHaveCount(5);
    const hrefs = await numbers.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, 4)).toEqual(['tel:108', 'tel:112', 'tel:100', 'tel:101']);
    expect(hrefs[4]).toMatch(/^tel:\+\d+$/);
    for (const link of await numbers.all()) {
      // Wholly above the fold, and a target far above 24 px.
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(140);
    }
  });

  for (const path of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
