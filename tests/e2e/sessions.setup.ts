// Signs the development admin in once, through the portal as a person would, and keeps the session's cookies for the
// tests where signing in is not what they test (tests/e2e/auth-support.ts `signInAsAdmin`). The sign-in itself is
// tested in auth.spec.ts. Sign-out there is the session's own (scope local), so it never ends this one.
import { expect, test as setup } from '@playwright/test';
import { ADMIN_SESSION_FILE, portalSignIn } from './auth-support';

setup('the admin signs in once for the run', async ({ page }) => {
  await portalSignIn(page, 'admin@example.com', 'admin-dev-password', 'Admin');
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeAttached();
  await page.context().storageState({ path: ADMIN_SESSION_FILE });
});
