// The admin sidebar on a laptop (1280 × 800, issue 38): on every section's page, each daily entry (ADMIN_DAILY_PATHS:
// Dashboard, Appointments, Live Consults, Billing's three, Notifications) and every section's heading is in sight
// without scrolling, neither the sidebar nor the page; the current section is open, the others fold and open on a
// click.
import type { Page } from '@playwright/test';
import { ADMIN_DAILY_PATHS } from '../../src/admin/paths';
import { portalSignIn } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const LAPTOP = { width: 1280, height: 800 };
test.use({ viewport: LAPTOP });

/** 'in sight' (inside the unscrolled sidebar and the window), or what is wrong with where the element is. */
async function inSight(page: Page, selector: string) {
  return page.evaluate(
    ({ selector, height }) => {
      const nav = document.getElementById('admin-nav');
      const element = nav?.querySelector(selector);
      if (!nav || !element) return `${selector}: not in the sidebar`;
      const box = element.getBoundingClientRect();
      const frame = nav.getBoundingClientRect();
      if (nav.scrollTop !== 0) return 'the sidebar is scrolled';
      if (box.height === 0) return `${selector}: folded away`;
      const bottom = Math.min(frame.bottom, height);
      if (box.top < Math.max(frame.top, 0) || box.bottom > bottom)
        return `${selector}: at ${Math.round(box.top)}–${Math.round(box.bottom)}, outside ${Math.round(frame.top)}–${Math.round(bottom)}`;
      return 'in sight';
    },
    { selector, height: LAPTOP.height },
  );
}

/** Each section of the sidebar: its heading (a section's <summary>, or its one link) and the first page it leads to. */
async function sections(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#admin-nav > ul > li')).map((section) => {
      const summary = section.querySelector('summary');
      const first = section.querySelector('a')?.getAttribute('href') ?? '';
      return { heading: summary ? `summary#${summary.id}` : `a[href="${first}"]`, first };
    }),
  );
}

test('every daily entry and every section is in sight without scrolling, on every section’s page', async ({ page }) => {
  await portalSignIn(page, 'admin@example.com', 'admin-dev-password', 'Admin');
  await page.waitForURL((url) => url.pathname === '/admin');
  const all = await sections(page);
  expect(all.length).toBe(12);
  for (const { first } of all) {
    await page.goto(first);
    expect(await page.evaluate(() => window.scrollY), first).toBe(0);
    for (const daily of ADMIN_DAILY_PATHS) expect(await inSight(page, `a[href="${daily}"]`), first).toBe('in sight');
    for (const { heading } of all) expect(await inSight(page, heading), `${heading} on ${first}`).toBe('in sight');
    // The current page's own link, in its open section.
    expect(await inSight(page, `a[href="${first}"][aria-current="page"]`), first).toBe('in sight');
    const overflow = await page.evaluate(() => {
      const nav = document.getElementById('admin-nav');
      return nav ? nav.scrollHeight - nav.clientHeight : -1;
    });
    expect(overflow, `the sidebar scrolls on ${first}`).toBe(0);
  }
});

test('a folded section opens on a click; its own page opens it; the page passes axe', async ({ page }) => {
  await portalSignIn(page, 'admin@example.com', 'admin-dev-password', 'Admin');
  await page.waitForURL((url) => url.pathname === '/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const vitals = nav.getByRole('link', { name: 'Vitals' });
  await expect(vitals).toBeHidden();
  await nav.locator('summary', { hasText: 'Masters' }).click();
  await expect(vitals).toBeVisible();
  await vitals.click();
  await expect(page).toHaveURL(/\/admin\/masters\/vitals$/);
  const after = page.getByRole('navigation', { name: 'Admin' });
  await expect(after.getByRole('link', { name: 'Vitals' })).toBeVisible();
  await expect(after.getByRole('link', { name: 'Branding' })).toBeHidden();
  await expect(after.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-sidebar-1280x800.png') });
});
