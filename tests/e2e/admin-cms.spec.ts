// CMS Manager in Chromium at 1280 px: the three read-only inventories open from the sidebar, pass axe, and their
// tables fit the page without a sideways scroll of the whole document. Each page's full screenshot is kept with the
// test's output (test-results/, not committed) for a person to look at.
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const SCREENS = [
  { path: '/admin/cms/pages', title: 'CMS Pages', shot: 'cms-pages.png' },
  { path: '/admin/cms/content', title: 'CMS Content', shot: 'cms-content.png' },
  { path: '/admin/cms/media', title: 'Media Library', shot: 'cms-media.png' },
];

test('an admin reads the pages, content and media inventories', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await expect(page.getByText('not available yet')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(screen.shot), fullPage: true });
  }
  await page.goto('/admin/cms/pages');
  await expect(page.locator('tr[data-page="pricing"]')).toContainText('/hi/pricing');
});
