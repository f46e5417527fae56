// The browser's own checks of a form's fields (a required box or field, an e-mail field) stop the form with a
// message: in the page's language, from its dictionary, not in the browser's (issue 38). The test browser speaks
// English, so its own message on a Hindi page is English. Every Hindi page of the site map, each form on it that the
// browser checks itself, sent as it is; and the sign-up's terms box, in both languages.
import type { Locator, Page, Route } from '@playwright/test';
import type { IslandWords } from '../../shared/i18n/en/islands';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { HYDRATED_ATTRIBUTE } from '../../shared/hydration';
import { everyPageIn } from '../../src/site-map/registry';
import { expect, test } from './fixtures';

/** The dictionaries' chunks (shared/i18n/<language>/islands.ts). */
const DICTIONARY = /\/assets\/islands-[^/]+\.js$/;

/** Whether `message` is one of the dictionary's messages about a field, a number in it or not. */
function fromDictionary(message: string, t: IslandWords): boolean {
  const { problems, validity } = t.forms;
  const fixed: string[] = [...Object.values(problems), validity.checkbox, validity.format];
  if (fixed.includes(message)) return true;
  return [validity.tooShort, validity.tooLow, validity.tooHigh, validity.tooEarly, validity.tooLate].some((word) => {
    const [before, after] = word('\u0000').split('\u0000') as [string, string];
    return message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
  });
}

/** The messages of `form`'s fields that the browser's check finds wrong now (no event fired to ask). */
function messages(form: Locator): Promise<string[]> {
  return form.evaluate((node: HTMLFormElement) =>
    Array.from(node.elements)
      .filter(
        (element): element is HTMLInputElement =>
          'validity' in element && !(element as HTMLInputElement).validity.valid,
      )
      .map((element) => element.validationMessage),
  );
}

/** The page's forms that the browser would stop as they are: it checks them itself, and a field is wrong. */
async function stoppedForms(page: Page): Promise<Locator[]> {
  const forms = page.locator('form:not([novalidate])');
  const stopped: Locator[] = [];
  for (const form of await forms.all()) {
    const wrong = await form.evaluate((node: HTMLFormElement) =>
      Array.from(node.elements).some((element) => {
        const field = element as HTMLInputElement;
        return 'validity' in field && field.willValidate && !field.validity.valid;
      }),
    );
    if (wrong && (await form.locator('[type="submit"]').first().isVisible())) stopped.push(form);
  }
  return stopped;
}

for (const { path } of everyPageIn('hi')) {
  test(`${path}: the browser's own messages about a form's fields are in Hindi`, async ({ page }) => {
    await page.goto(path);
    // Once hydrated, the islands' forms are the ones a visitor sends (a sign-in form may change on hydration).
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    const forms = await stoppedForms(page);
    // Every Hindi page ends with the newsletter box (an e-mail field), unless it is a bare page.
    test.info().annotations.push({ type: 'forms checked', description: String(forms.length) });
    for (const form of forms) {
      const url = page.url();
      await form.locator('[type="submit"]').first().click();
      await expect
        .poll(async () => {
          const found = await messages(form);
          return found.length > 0 && found.every((message) => fromDictionary(message, HI_ISLAND_WORDS));
        })
        .toBe(true);
      expect(page.url()).toBe(url);
    }
  });
}

for (const [path, t] of [
  ['/hi/login', HI_ISLAND_WORDS],
  ['/login', EN_ISLAND_WORDS],
] as const) {
  test(`${path}: creating an account without ticking the terms box says so in the page's language`, async ({
    page,
  }) => {
    await page.goto(`${path}?mode=signup`);
    const form = page.locator('form').filter({ has: page.locator('input[name="terms"]') });
    await form.locator('input[name="email"]').fill('asha@example.com');
    await form.locator('input[name="password"]').fill('a-long-password');
    await form.locator('input[name="confirmPassword"]').fill('a-long-password');
    await form.locator('[type="submit"]').click();
    const terms = form.locator('input[name="terms"]');
    await expect
      .poll(() => terms.evaluate((box: HTMLInputElement) => box.validationMessage))
      .toBe(t.forms.validity.checkbox);
    await expect(terms).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
    // Ticked, the box is right, and its message is gone.
    await terms.check();
    expect(await terms.evaluate((box: HTMLInputElement) => box.validationMessage)).toBe('');
  });
}

test("a form sent before the page's words have arrived gets its message in Hindi once they do", async ({ page }) => {
  const held: Route[] = [];
  await page.route(DICTIONARY, (route) => void held.push(route));
  await page.goto('/hi');
  const form = page.locator('form[aria-labelledby="newsletter-title"]');
  const email = form.locator('input[type="email"]');
  await form.locator('[type="submit"]').click();
  // The browser's own (English) message is held back, and no custom one is set yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(DICTIONARY);
  await expect
    .poll(() => email.evaluate((field: HTMLInputElement) => field.validationMessage))
    .toBe(HI_ISLAND_WORDS.forms.problems.missing);
  await expect(email).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/hi');
});
