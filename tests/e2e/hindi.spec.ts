import type { Response } from '@playwright/test';
// Hindi in the browser: the switch with and without JavaScript, the dialogs and toasts in Hindi, and each
// language downloading only its own dictionary.
import { HI_UI } from '../../shared/i18n/hi/ui';
import { EN_UI } from '../../shared/i18n/en/ui';
import { expect, test } from './fixtures';

test('Hindi pages name Devanagari fonts first in the built stylesheet, English pages the system sans', async ({
  page,
}) => {
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/hi/doctors');
  expect(await bodyFont()).toMatch(/^"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", system-ui/);
  await page.goto('/doctors');
  expect(await bodyFont()).toMatch(/^system-ui/);
});

test.describe('the language switch', () => {
  test('takes the visitor to the same page in the other language and back', async ({ page }) => {
    await page.goto('/health-checkups');
    await page.getByRole('link', { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi\/health-checkups$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/health-checkups$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is a plain link that works', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: /हिन्दी/ }).click();
      await expect(page).toHaveURL(/\/hi$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI_UI.home.heroTitle);
    });
  });
});

test.describe('Hindi dialogs and messages', () => {
  test('the booking dialog, its close button and its WhatsApp message are in Hindi', async ({ page }) => {
    await page.goto('/hi');
    const book = page.getByRole('main').getByRole('button', { name: HI_UI.booking.cta }).first();
    await expect(book).toBeVisible();
    await book.click();
    const dialog = page.getByRole('dialog', { name: HI_UI.contact.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(HI_UI.booking.generalSubject);
    const whatsapp = dialog.getByRole('link', { name: new RegExp(HI_UI.contact.whatsapp) });
    const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe(HI_UI.contact.whatsappMessage(HI_UI.booking.generalSubject, undefined));
    await dialog.getByRole('button', { name: HI_UI.dialog.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('choosing a health package shows the Hindi toast, which closes with its Hindi button', async ({ page }) => {
    await page.goto('/hi/health-checkups');
    const select = page.getByRole('button', { name: new RegExp(`^${HI_UI.packages.select}`) }).first();
    await expect(select).toBeVisible();
    await select.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: HI_UI.packages.selectedToast('').title });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: HI_UI.toast.close }).click();
    await expect(toast).toBeHidden();
  });

  test('a flash message after the no-JavaScript request form shows in Hindi', async ({ page }) => {
    await page.goto('/hi/doctors/request');
    await page.getByLabel(HI_UI.forms.fields.name).fill('आशा');
    await page.getByLabel(HI_UI.forms.fields.phone).fill('9876543210');
    await page.getByLabel(HI_UI.forms.fields.specialization).fill('दिल के डॉक्टर');
    await page.getByRole('button', { name: HI_UI.request.submit }).click();
    await expect(page).toHaveURL(/\/hi\/doctors$/);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: HI_UI.flash['doctor-request-submitted'].title }),
    ).toBeVisible();
  });
});

test.describe('each language downloads only its own words', () => {
  for (const [path, own, other] of [
    ['/', EN_UI, HI_UI],
    ['/hi', HI_UI, EN_UI],
  ] as const) {
    test(`${path} loads no script with the other language's dictionary`, async ({ page }) => {
      // Bodies are read as they arrive; all of them are awaited before looking (a body still being read when the
      // network goes quiet would otherwise be missed).
      const bodies: Promise<[string, string]>[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.text().then((body) => [response.url(), body]));
      };
      page.on('response', collect);
      // The islands' dictionary chunk (shared/i18n/<language>/islands.ts) loads when the islands hydrate, at idle.
      const dictionary = page.waitForResponse((response) => /\/assets\/islands-[\w-]+\.js$/.test(response.url()));
      await page.goto(path);
      await dictionary;
      // Every other script the page loads by itself is in once the network is quiet.
      await page.waitForLoadState('networkidle');
      // A script that arrives later is not looked at; its body must not be left reading when the test ends.
      page.off('response', collect);
      const scripts = new Map(await Promise.all(bodies));
      const code = [...scripts.values()].join('\n');
      // The islands' dictionary of the page's language is there, and no word of the other language's.
      expect(code).toContain(own.request.title);
      expect(code).not.toContain(other.request.title);
      expect(code).not.toContain(other.contact.dialogTitle);
      // Words only the server uses (the footer's) never reach the browser at all.
      expect(code).not.toContain(own.footer.tagline);
      const bytes = [...scripts.values()].reduce((sum, body) => sum + new TextEncoder().encode(body).length, 0);
      console.log(`${path}: ${scripts.size} scripts, ${bytes} bytes uncompressed`);
    });
  }
});
