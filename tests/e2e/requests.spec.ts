// Requests from a visitor's browser to the admin inbox: the booking call-back and the doctor request with and
// without JavaScript, the newsletter box, and the dialogs staying usable on a phone and a laptop.
import type { Page } from '@playwright/test';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { DOCTOR_REQUEST_MISSING } from '../../shared/messages';
import { portalSignIn, signInAsAdmin, toast } from './auth-support';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const WORDS = EN_ISLAND_WORDS.forms;
const REFERENCE = /CL-[0-9A-Z]{6}/;

async function referenceIn(locator: import('@playwright/test').Locator): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  const found = REFERENCE.exec(text)?.[0];
  if (!found) throw new Error(`No reference in "${text}"`);
  return found;
}

async function openInbox(page: Page, search: string) {
  await signInAsAdmin(page);
  await page.goto(`/admin/appointments?view=requests&q=${encodeURIComponent(search)}`);
}

test.describe('with JavaScript', () => {
  test('a call-back requested in the booking dialog reaches the admin inbox, which changes its status and exports it', async ({
    page,
    browser,
  }) => {
    const name = `Meena Iyer ${Date.now().toString(36).replace(/\d/g, '')}`;
    await page.goto('/doctors');
    await (await hydrated(page, 'Book Now')).click();
    const dialog = page.getByRole('dialog', { name: 'Book a consultation' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your Name').fill(name);
    await dialog.getByLabel('Phone Number').fill('98765 43210');
    await dialog.getByLabel(WORDS.fields.language).selectOption('ta');
    await dialog.getByLabel(WORDS.fields.timeWindow).selectOption('evening');
    await dialog.getByRole('button', { name: WORDS.booking.submit }).click();
    const done = await toast(page, WORDS.submitted.booking.title);
    const reference = await referenceIn(done);
    await expect(dialog).toBeHidden();

    const admin = await (await browser.newContext()).newPage();
    await openInbox(admin, reference);
    const row = admin.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(name);
    await expect(row).toContainText('+91 98765 43210');
    await expect(row).toContainText(`${WORDS.fields.language}: ${WORDS.languages.ta}`);
    await expect(row).toContainText('Dr. ');
    await expectNoAxeViolations(admin);
    await row.getByLabel(`Status of ${reference}`).selectOption('contacted');
    await row.getByRole('button', { name: `Update ${reference}` }).click();
    await toast(admin, 'Status updated');
    await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText('by admin@example.com');
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(file, 'utf8')).toContain(reference);
    await admin.goto('/admin/audit');
    const records = admin.getByRole('row').filter({ hasText: reference });
    await expect(records.filter({ hasText: 'new → contacted' })).toHaveCount(1);
    await expect(records.filter({ hasText: 'CSV exported' })).toHaveCount(1);
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 720 },
  ]) {
    test(`the request dialog stays usable after a validation error at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/doctors');
      const open = await hydrated(page, 'Request Specific Doctor');
      await open.scrollIntoViewIfNeeded();
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Request Specific Doctor' });
      await dialog.getByLabel('Your Name').fill('Asha');
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      const error = await toast(page, DOCTOR_REQUEST_MISSING.title);

      // The dialog fits the window and its Submit button can be reached.
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(16);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 16 + 1);
      const submit = dialog.getByRole('button', { name: 'Submit Request' });
      await submit.scrollIntoViewIfNeeded();
      const button = (await submit.boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
      // The toast covers neither the title, the close button nor the Submit button.
      const toastBox = (await error.boundingBox())!;
      const parts = [
        dialog.getByRole('heading', { name: 'Request Specific Doctor' }),
        dialog.getByRole('button', { name: 'Close' }),
        submit,
      ];
      for (const part of parts) {
        await part.scrollIntoViewIfNeeded();
        const partBox = (await part.boundingBox())!;
        const overlaps =
          partBox.x < toastBox.x + toastBox.width &&
          toastBox.x < partBox.x + partBox.width &&
          partBox.y < toastBox.y + toastBox.height &&
          toastBox.y < partBox.y + partBox.height;
        expect(
          overlaps,
          `${await part.textContent()} at ${JSON.stringify(partBox)}, toast at ${JSON.stringify(toastBox)}`,
        ).toBe(false);
      }
      // Closing the toast closes the toast only: the dialog and what was typed stay.
      await error.getByRole('button', { name: EN_ISLAND_WORDS.toast.close }).click();
      await expect(error).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Your Name')).toHaveValue('Asha');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a call-back from the /book page: problems shown in place, then stored and acknowledged with a reference', async ({
    page,
  }) => {
    await page.goto('/diabetes-care');
    await page.getByRole('link', { name: /Book/ }).first().click();
    await expect(page).toHaveURL(/\/book\?/);
    await page.getByLabel('Your Name').fill('Ravi Kumar');
    await page.getByLabel('Phone Number').fill('044 2345 6789');
    await page.getByRole('button', { name: WORDS.booking.submit }).click();
    await expect(page.getByText(WORDS.problems.phone)).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('Ravi Kumar');
    await page.getByLabel('Phone Number').fill('+91 99887 76655');
    await page.getByRole('button', { name: WORDS.booking.submit }).click();
    await expect(page).toHaveURL(/\/diabetes-care$/);
    const notice = page.getByRole('status').filter({ hasText: WORDS.submitted.booking.title });
    await expect(notice).toContainText(REFERENCE);
  });

  test('the newsletter box stores the address and goes on to /pricing', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill(`news-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('status').filter({ hasText: WORDS.submitted.newsletter.title })).toContainText(
      REFERENCE,
    );
  });
});

test.describe('the privacy and refund requests, and Download Your Data', () => {
  test('with JavaScript: a refund request is acknowledged with a reference in a toast', async ({ page }) => {
    await page.goto('/refunds#refund-form');
    const form = page.locator('#refund-form form');
    await form.getByLabel('Your Name').fill('Kavya Nair');
    await form.getByRole('textbox', { name: WORDS.fields.email, exact: true }).fill(`refund-${Date.now()}@example.com`);
    await form.getByLabel(WORDS.fields.service).selectOption('health-package');
    await form.getByLabel(WORDS.fields.reason).fill('I cancelled before any tests were done.');
    await form.getByRole('button', { name: WORDS.refund.submit }).click();
    const done = await toast(page, WORDS.submitted.refund.title);
    await expect(done).toContainText(REFERENCE);
    await expect(form.getByLabel('Your Name')).toHaveValue('');
  });

  test('a signed-in patient downloads their data as a JSON file', async ({ page }) => {
    await portalSignIn(page, 'patient@example.com', 'patient-dev-password');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/privacy#download');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (JSON file)' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(file, 'utf8')) as { account: { email: string }; requests: unknown[] };
    expect(data.account.email).toBe('patient@example.com');
    expect(Array.isArray(data.requests)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a privacy request: problems shown in place, then stored and acknowledged with a reference', async ({
      page,
    }) => {
      await page.goto('/privacy');
      const form = () => page.locator('#privacy-request form');
      await form().getByLabel('Your Name').fill('Kavya Nair');
      await form().getByRole('button', { name: WORDS.privacy.submit }).click();
      await expect(page.getByText(WORDS.problems.missing).first()).toBeVisible();
      await expect(form().getByLabel('Your Name')).toHaveValue('Kavya Nair');
      await form().getByRole('textbox', { name: WORDS.fields.email, exact: true }).fill('kavya@example.com');
      await form().getByLabel(WORDS.fields.requestType).selectOption('access');
      await form().getByRole('button', { name: WORDS.privacy.submit }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('status').filter({ hasText: WORDS.submitted.privacy.title })).toContainText(
        REFERENCE,
      );
    });

    test('Download Your Data asks a stranger to sign in first', async ({ page }) => {
      await page.goto('/privacy');
      await page.getByRole('link', { name: 'Download my data (JSON file)' }).click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fprivacy%2Fmy-data$/);
    });
  });
});
