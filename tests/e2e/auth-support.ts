// The end-to-end tests' access to their own auth server: its inbox API and the grant-role command.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

export const AUTH_API = `http://127.0.0.1:${process.env.E2E_AUTH_PORT ?? '24331'}`;
export const INBOX = `http://127.0.0.1:${process.env.E2E_INBOX_PORT ?? '24334'}`;
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export { uniqueEmail } from '../support/site.ts';

/** The link in the newest mail to `email`, waiting for it to arrive. */
export async function mailLink(email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const search = await fetch(`${INBOX}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
        const { messages } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
        const message = messages.find((item) => subject.test(item.Subject));
        if (!message) return undefined;
        const full = (await (await fetch(`${INBOX}/api/v1/message/${message.ID}`)).json()) as { Text: string };
        link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(full.Text)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export async function grantRole(email: string, role: 'patient' | 'doctor' | 'admin'): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/grant-role.ts', email, role], {
    env: { ...process.env, SUPABASE_URL: AUTH_API, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
  });
}

export async function toast(page: Page, title: string) {
  const item = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(item).toBeVisible();
  return item;
}

/**
 * Waits until the page's sign-in form is hydrated (its password field gains the show/hide toggle): sent before that,
 * the form posts as a plain form and its answer is a page, not a toast.
 */
export async function signInFormHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeVisible();
}

export async function portalSignIn(page: Page, email: string, password: string, type = 'Patient') {
  await page.goto('/auth');
  // The form's island hydrates at idle and would reset a choice made before it: let it settle first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Where tests/e2e/sessions.setup.ts keeps the admin's signed-in session for the run. */
export const ADMIN_SESSION_FILE = '.auth-data/e2e/admin-session.json';

/**
 * Gives `page`'s browser context the development admin's session, signed in once for the run by the setup project,
 * for tests where the sign-in is not under test. The page stays where it is: go to the admin page next.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  // A spec run on its own with a filter that left the setup project out signs in here, once: a session kept from an
  // earlier run is used while its access token (an hour) is surely valid.
  const kept = existsSync(ADMIN_SESSION_FILE) && Date.now() - statSync(ADMIN_SESSION_FILE).mtimeMs < 30 * 60_000;
  if (!kept) {
    await portalSignIn(page, 'admin@example.com', 'admin-dev-password', 'Admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.context().storageState({ path: ADMIN_SESSION_FILE });
    return;
  }
  const state = JSON.parse(await readFile(ADMIN_SESSION_FILE, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
}
