// The policy pages in a real browser (issue 12): no sideways scrolling at 360 px, zero axe-core violations, the cookie
// preference buttons with and without JavaScript, the print button and the printable view, and the anchors behind
// the privacy and refund buttons. Screenshots at 360 and 1280 px are saved for a person to look at.
// (Written without being run by its author: the helper sessions cannot start browsers.)
import { COOKIE_WORDS_HI } from '../../src/content/policies/cookies-hi';
import { COOKIES_COPY_HI } from '../../src/site/cookies/copy.hi';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const POLICIES = ['/privacy', '/terms', '/cookies', '/disclaimer', '/refunds'] as const;
const WIDTHS = [360, 1280] as const;

for (const path of POLICIES) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px: one heading, no sideways scrolling, no axe violations`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`${path.slice(1)}-${width}.png`), fullPage: true });
    });
  }

  test(`${path} prints without the site's frame or buttons`, async ({ page }, info) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.locator('section[aria-labelledby="booking-banner-title"]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Version \d+\.\d+ · Last updated/)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${path.slice(1)}-print.png`), fullPage: true });
  });
}

test.describe('with JavaScript', () => {
  test('the print button opens the browser’s print dialog', async ({ page }) => {
    await page.goto('/terms');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const button = await hydrated(page, 'Download Terms (PDF)');
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('Accept All Cookies, Essential Only and Customize Settings record the choice and show it', async ({
    page,
    context,
  }) => {
    await page.goto('/cookies');
    const card = page.locator('section#preferences');
    await expect(card).toContainText('You have not made a choice yet');

    await card.getByRole('button', { name: 'Essential Only' }).click();
    await expect(page).toHaveURL(/\/cookies#preferences$/);
    await expect(card).toContainText('You allow: Essential.');
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_prefs')?.value).toBe('essential');

    await card.getByText('Customize Settings').click();
    await card.getByLabel('Allow functionality cookies').check();
    await card.getByRole('button', { name: 'Save my choices' }).click();
    await expect(card).toContainText('You allow: Essential and Functionality.');

    await card.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(card).toContainText('You allow: Essential and Functionality.');
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_prefs')?.value).toBe(
      'essential.functionality',
    );
  });

  test('Privacy Settings leads to the cookie choices; the other privacy buttons to their sections', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Contact Privacy Officer' }).click();
    await expect(page).toHaveURL(/#contact-officer$/);
    await expect(page.getByRole('heading', { name: 'Privacy request form' })).toBeInViewport();
    await page.getByRole('link', { name: 'Download Your Data', exact: true }).click();
    await expect(page).toHaveURL(/#download$/);
    await page.getByRole('link', { name: 'Privacy Settings' }).click();
    await expect(page).toHaveURL(/\/cookies#preferences$/);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeInViewport();
  });

  test('Request a Refund leads to step 1 and the refund form', async ({ page }) => {
    await page.goto('/refunds');
    await page.getByRole('link', { name: 'Request a Refund' }).click();
    await expect(page).toHaveURL(/#request$/);
    await expect(page.getByRole('heading', { name: 'Send a refund request' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Refund request form' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Download Terms (PDF) is a link to the printable view', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('link', { name: 'Download Terms (PDF)' }).click();
    await expect(page).toHaveURL(/\/terms\?print=1$/);
    await expect(page.getByRole('heading', { name: 'Printable version' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '10. Complaints and disputes' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the full page' }).click();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('the cookie preference buttons record the choice in a cookie and show it', async ({ page, context }) => {
    await page.goto('/cookies#preferences');
    const card = page.locator('section#preferences');
    await card.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(page).toHaveURL(/\/cookies#preferences$/);
    await expect(card).toContainText('You allow: Essential and Functionality.');

    await card.getByText('Customize Settings').click();
    await expect(card.getByLabel('Allow functionality cookies')).toBeChecked();
    await card.getByLabel('Allow functionality cookies').uncheck();
    await card.getByRole('button', { name: 'Save my choices' }).click();
    await expect(card).toContainText('You allow: Essential.');
    await expect(card).toContainText('Remember me will not keep you signed in longer');
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_prefs')?.value).toBe('essential');

    await card.getByRole('button', { name: 'Essential Only' }).click();
    await expect(card).toContainText('You allow: Essential.');
  });

  test('the Hindi cookie page records the choice and comes back to itself', async ({ page }) => {
    const words = COOKIES_COPY_HI.preferences;
    await page.goto('/hi/cookies');
    await page.locator('section#preferences').getByRole('button', { name: words.essential }).click();
    await expect(page).toHaveURL(/\/hi\/cookies#preferences$/);
    await expect(page.locator('section#preferences')).toContainText(words.chosen(COOKIE_WORDS_HI.typeNames.essential));
  });
});
