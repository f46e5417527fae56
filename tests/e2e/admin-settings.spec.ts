// The admin's four Settings screens in Chromium at 1280 px: each opens for an admin, names its values' sources, and
// passes axe (the colour swatches' contrast text included). Screenshots go to the test's output folder.
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const SCREENS = [
  { path: '/admin/settings/org', heading: 'Organisation Settings', shot: 'settings-org' },
  { path: '/admin/settings/branding', heading: 'Branding', shot: 'settings-branding' },
  { path: '/admin/settings/legal', heading: 'Legal Settings', shot: 'settings-legal' },
  { path: '/admin/settings/integrations', heading: 'Integrations', shot: 'settings-integrations' },
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

test('the Settings screens show what the site uses, with no axe violations', async ({ page }) => {
  await signInAsAdmin(page);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${screen.shot}-1280.png`), fullPage: true });
  }
  await page.goto('/admin/settings/org');
  await expect(page.getByText('Placeholder: replace before launch').first()).toBeVisible();
  await page.goto('/admin/settings/integrations');
  await expect(page.locator('[data-integration="integration-auth"]')).toHaveAttribute('data-status', 'ok');
});
