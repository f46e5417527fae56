// The small breaks a patient or an admin met on a phone (issue 27): the admin drawer, toasts beside an open dialog,
// the 404 page's console line, a confirmation link opened in another browser, price lines as text, anchors below the
// sticky header, the header's name and the specialization placeholder, and no sideways scroll in either language.
import type { Browser, Locator, Page } from '@playwright/test';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { AUTH_TOASTS, DOCTOR_REQUEST_MISSING } from '../../shared/messages';
import { pagesIn } from '../../src/site-map/registry';
import { mailLink, signInAsAdmin, toast, uniqueEmail } from './auth-support';
import { dialogReady, expect, expectNoAxeViolations, test } from './fixtures';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

test.describe('the admin sidebar at 360 px', () => {
  test.use(PHONE);

  test('is a drawer: a labelled toggle, closed at first; focus moves in and back; Escape, a tap beside it and its close button shut it; the page does not scroll', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const toggle = page.getByRole('button', { name: 'Admin menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expectNoAxeViolations(page);

    await toggle.tap();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    const box = await nav.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.height).toBe(740);
    // The page behind neither scrolls nor takes focus.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.locator('h1').evaluate((h1) => h1.closest('[inert]') !== null)).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.tap();
    await expect(nav).toBeVisible();
    await page.touchscreen.tap(345, 400); // the shaded page beside the drawer
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.locator('h1').evaluate((h1) => h1.closest('[inert]') === null)).toBe(true);

    await toggle.tap();
    await nav.getByRole('button', { name: 'Close admin menu' }).tap();
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await nav.getByRole('link', { name: 'Audit Logs' }).tap();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the toggle opens the menu in the page flow', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav).toBeHidden();
      await page.locator('summary', { hasText: 'Admin menu' }).tap();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Close admin menu' })).toBeHidden();
      await nav.getByRole('link', { name: 'Audit Logs' }).tap();
      await expect(page).toHaveURL(/\/admin\/audit$/);
    });
  });
});

/** True when `control`'s centre is not under any toast: a tap there reaches the control. */
async function reachable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit)) && hit.closest('[data-sonner-toast]') === null;
  });
}

for (const { buttonAt, ...viewport } of [
  { width: 360, height: 740 },
  { width: 360, height: 600 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  // The dialog opens where its button is: here just below the header, under the top-right toasts.
  { width: 800, height: 720, buttonAt: 70 },
]) {
  test(`at ${viewport.width}×${viewport.height}${buttonAt ? ', the button near the top,' : ''} a toast leaves an open dialog's controls usable`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 640 });
    const page = await context.newPage();
    await page.goto('/doctors');
    const button = page.locator('main [data-island="RequestDoctorButton"] [role="button"]').first();
    await dialogReady(button);
    if (buttonAt !== undefined) {
      await button.evaluate((element, top) => window.scrollBy(0, element.getBoundingClientRect().top - top), buttonAt);
      await expect
        .poll(() => button.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(buttonAt);
    }
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Request Specific Doctor' });
    await dialog.getByRole('button', { name: EN_ISLAND_WORDS.request.submit }).click();
    const shown = await toast(page, DOCTOR_REQUEST_MISSING.title);
    await expect(dialog).toBeVisible();
    // The toast has slid in (its place settles) before the dialog's controls are checked against it.
    await expect.poll(() => shown.evaluate((element) => element.getAnimations().length)).toBe(0);
    for (const name of [EN_ISLAND_WORDS.request.submit, EN_ISLAND_WORDS.request.cancel]) {
      expect(await reachable(dialog.getByRole('button', { name }))).toBe(true);
    }
    expect(await reachable(dialog.getByRole('button', { name: EN_ISLAND_WORDS.dialog.close }))).toBe(true);
    expect(await reachable(dialog.getByRole('textbox', { name: /Your Name/ }))).toBe(true);
    await context.close();
  });
}

test.describe('the 404 page', () => {
  for (const path of ['/nowhere/at-all', '/hi/kuch-nahin']) {
    test(`${path} records the attempted path in the browser's console, before anything is hydrated`, async ({
      page,
    }) => {
      // Island modules are held back: the line must not wait for them.
      await page.route(/\/assets\/(?!entry)[^/]*\.js$/, () => {});
      const logged = page.waitForEvent('console', (message) => message.text().startsWith('404 Error'));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const message = await logged;
      expect(message.text()).toBe(`404 Error: User attempted to access non-existent route: ${path}`);
      expect(message.type()).toBe('info');
    });
  }

  test('other pages log no such line', async ({ page }) => {
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    await page.goto('/doctors');
    await page.waitForLoadState('networkidle');
    expect(lines.filter((line) => line.startsWith('404'))).toEqual([]);
  });
});

test.describe('a confirmation link opened in another browser', () => {
  async function signUpAndOpenElsewhere(page: Page, browser: Browser, language: '' | '/hi') {
    const email = uniqueEmail('other-browser');
    await page.goto(`${language}/auth?mode=signup`);
    const response = await page.request.post(`${language}/auth/sign-up`, {
      form: { email, password: 'other-pass-1', confirmPassword: 'other-pass-1', fullName: 'Lata Rao', role: 'patient' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const link = await mailLink(email, /confirm/i);
    // The phone: a browser without the sign-up's cookies.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const phone = await context.newPage();
    await phone.goto(link);
    return { phone, context, email };
  }

  test('says the email is confirmed and offers sign-in, which then works', async ({ page, browser }) => {
    const { phone, context, email } = await signUpAndOpenElsewhere(page, browser, '');
    await expect(phone).toHaveURL(/\/login$/);
    const message = AUTH_TOASTS.emailConfirmedElsewhere;
    const shown = await toast(phone, message.title);
    await expect(shown).toContainText(message.description);
    await expect(phone.getByText(AUTH_TOASTS.linkExpired.title)).toHaveCount(0);

    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('other-pass-1');
    await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(phone).toHaveURL(/\/$/);
    await context.close();
  });

  test('says so in Hindi on the Hindi pages', async ({ page, browser }) => {
    const { phone, context } = await signUpAndOpenElsewhere(page, browser, '/hi');
    await expect(phone).toHaveURL(/\/hi\/login$/);
    const message = HI_UI.flash['email-confirmed-elsewhere'];
    const shown = await toast(phone, message.title);
    await expect(shown).toContainText(message.description ?? '');
    await context.close();
  });

  test('a made-up code still says the link is invalid', async ({ page }) => {
    await page.goto('/auth/callback?code=00000000-0000-4000-8000-000000000000&link=signup');
    await expect(page).toHaveURL(/\/login$/);
    await toast(page, AUTH_TOASTS.linkExpired.title);
  });
});

test.describe('price lines', () => {
  for (const path of ['/diabetes-care', '/hi/diabetes-care']) {
    test(`${path}: the old price and the saving read as separate words`, async ({ page }) => {
      await page.goto(path);
      const line = page.locator('main p[data-price]').first();
      // innerText, not textContent: it is what a copy gives, the text as laid out (a flex row dropped its spaces).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
      const text = await line.innerText();
      expect(text).toMatch(/\S \S*₹[\d,०-९]+ · [\d०-९]+/);
      // What a screen reader gets: the dot is hidden, the space stays.
      expect(await line.ariaSnapshot()).toMatch(/₹[\d,०-९]+ [\d०-९]+%/);
    });
  }
});

test.describe('in-page anchors land below the sticky header', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 360, height: 740 },
  ]) {
    test(`at ${viewport.width} px: /#how-it-works from the footer, and Learn More on /telemedicine`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const header = page.locator('body > header');
      const landsBelowHeader = async (target: Locator) => {
        await expect
          .poll(async () => {
            const [top, bottom] = await Promise.all([
              target.evaluate((element) => element.getBoundingClientRect().top),
              header.evaluate((element) => element.getBoundingClientRect().bottom),
            ]);
            return top >= bottom && top <= bottom + 120;
          })
          .toBe(true);
      };
      await page.goto('/about');
      await page.locator('footer a[href="/#how-it-works"]').click();
      await expect(page).toHaveURL(/\/#how-it-works$/);
      await landsBelowHeader(page.locator('#how-it-works'));

      await page.goto('/telemedicine');
      await page.locator('main a[href="#services"]').first().click();
      await landsBelowHeader(page.locator('#services'));
    });
  }
});

test.describe('the header and the request form fit', () => {
  for (const width of [1280, 1024]) {
    for (const path of ['/', '/hi']) {
      test(`the site name is one line at ${width} px on ${path}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(path);
        const lines = await page
          .locator('body > header a > span')
          .first()
          .evaluate((siteName) => {
            const range = document.createRange();
            range.selectNodeContents(siteName);
            return new Set(
              Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => rect.top),
            ).size;
          });
        expect(lines).toBe(1);
      });
    }
  }

  test.describe('at 360 px', () => {
    test.use(PHONE);

    for (const [path, words] of [
      ['/doctors', EN_ISLAND_WORDS],
      ['/hi/doctors', HI_ISLAND_WORDS],
    ] as const) {
      test(`${path}: the specialization placeholder is not cut off`, async ({ page }) => {
        await page.goto(path);
        const button = page.locator('main [data-island="RequestDoctorButton"] [role="button"]').first();
        await dialogReady(button);
        await button.tap();
        const field = page.getByRole('dialog').getByPlaceholder(words.request.specializationPlaceholder);
        await expect(field).toBeVisible();
        const { text, room } = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input, '::placeholder');
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const own = getComputedStyle(input);
          const padding = Number.parseFloat(own.paddingLeft) + Number.parseFloat(own.paddingRight);
          return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
        });
        expect(text).toBeLessThanOrEqual(room);
      });
    }
  });
});

test.describe('no sideways scroll at 360 px', () => {
  test.use(PHONE);

  for (const locale of ['en', 'hi'] as const) {
    const paths = [...pagesIn(locale).map((page) => page.path), `${locale === 'hi' ? '/hi' : ''}/nowhere`];
    test(`every page in ${locale === 'en' ? 'English' : 'Hindi'}, with the menu closed and open`, async ({ page }) => {
      test.setTimeout(120_000);
      const wider: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        for (const state of ['closed', 'open']) {
          if (state === 'open') await page.locator('body > header summary').last().tap();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) wider.push(`${path} (menu ${state}): ${overflow} px`);
        }
      }
      expect(wider).toEqual([]);
    });
  }
});
