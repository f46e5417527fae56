// The first tap on a phone (touch at 360 px): whichever dialog it opens, the page's native one or React's, that
// dialog keeps the spec's promises (sections 4, 5 and 8). An empty submit is answered in the dialog with the spec's
// toast and the dialog stays open; a valid one is sent in the background, acknowledged with a reference, the fields
// are emptied and the dialog closes, and the page stays where it was (address and scroll). Both the booking dialog's
// call-back form and Request Specific Doctor, right after the load event and after idle (every island hydrated, nothing loading).
import type { Browser, Locator, Page, Route } from '@playwright/test';
import { DIALOG_OPENER_ATTRIBUTE } from '../../shared/dialog/opener';
import { EN_ISLAND_WORDS, type IslandWords } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { portalSignIn } from './auth-support';
import { expect, test } from './fixtures';

const REFERENCE = /CL-[0-9A-HJKMNP-TV-Z]{6}/;

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

interface DialogCase {
  island: 'BookingButton' | 'RequestDoctorButton';
  kind: 'booking' | 'doctor';
  title: (t: IslandWords) => string;
  submit: (t: IslandWords) => string;
  /** The fields typed for a valid request (label → value); the rest keep their defaults. */
  typed: (t: IslandWords, name: string) => Record<string, string>;
}

const BOOKING: DialogCase = {
  island: 'BookingButton',
  kind: 'booking',
  title: (t) => t.contact.dialogTitle,
  submit: (t) => t.forms.booking.submit,
  typed: (t, name) => ({ [t.forms.fields.name]: name, [t.forms.fields.phone]: '98765 43210' }),
};

const REQUEST_DOCTOR: DialogCase = {
  island: 'RequestDoctorButton',
  kind: 'doctor',
  title: (t) => t.request.title,
  submit: (t) => t.request.submit,
  typed: (t, name) => ({
    [t.forms.fields.name]: name,
    [t.forms.fields.phone]: '+91 91234 56789',
    [t.forms.fields.specialization]: 'Cardiologist',
    [t.forms.fields.requirements]: 'Speaks Tamil, evenings',
  }),
};

// Request Specific Doctor is on the Doctors page only, so it is tried in both languages.
const PAGES: { path: string; dialog: DialogCase; t: IslandWords }[] = [
  { path: '/', dialog: BOOKING, t: EN_ISLAND_WORDS },
  { path: '/pricing', dialog: BOOKING, t: EN_ISLAND_WORDS },
  { path: '/hi/telemedicine', dialog: BOOKING, t: HI_ISLAND_WORDS },
  { path: '/doctors', dialog: REQUEST_DOCTOR, t: EN_ISLAND_WORDS },
  { path: '/hi/doctors', dialog: REQUEST_DOCTOR, t: HI_ISLAND_WORDS },
];

/** A name of letters only, different in each test, to find its request in the inbox. */
const uniqueName = () =>
  `Meera ${`${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

function sonnerToast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
}

async function where(page: Page) {
  return { url: page.url(), scrollY: await page.evaluate(() => window.scrollY) };
}

async function inInbox(browser: Browser, reference: string, name: string) {
  const admin = await (await browser.newContext()).newPage();
  await portalSignIn(admin, 'admin@example.com', 'admin-dev-password', 'Admin');
  await admin.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await admin.goto(`/admin/appointments?q=${encodeURIComponent(reference)}`);
  await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText(name);
  // Stored once, whatever the browser sent twice.
  await admin.goto(`/admin/appointments?view=requests&q=${encodeURIComponent(name)}`);
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await admin.context().close();
}

for (const { path, dialog: kind, t } of PAGES) {
  for (const moment of ['right after load', 'after idle'] as const) {
    test(`${kind.kind} dialog on ${path}, first tap ${moment}: checked in place, sent in the background`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      // The page's last such button, so the page is scrolled when it is tapped.
      const opener = page.locator(`[data-island="${kind.island}"] [${DIALOG_OPENER_ATTRIBUTE}]`).last();
      if (moment === 'after idle') {
        await expect(opener).toHaveAttribute('role', 'button');
        // What a visitor's idle reading time stands for: every island hydrated (client/entry.ts marks <html>) and
        // nothing left loading.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await page.waitForLoadState('networkidle');
      }
      await opener.tap();
      const dialog = page.getByRole('dialog', { name: kind.title(t) });
      await expect(dialog).toBeVisible();
      // Which dialog the tap got, in the report: on a phone it is usually the native one (decision 0012).
      const origin = (await dialog.evaluate((node) => node.tagName)) === 'DIALOG' ? 'native' : 'React';
      test.info().annotations.push({ type: 'first dialog', description: origin });
      const before = await where(page);
      if (kind.kind === 'booking') expect(before.scrollY).toBeGreaterThan(0);

      // Empty: the spec's toast, the dialog stays open on the same page.
      const submit = dialog.getByRole('button', { name: kind.submit(t) });
      await submit.tap();
      const missing = sonnerToast(page, t.forms.missing.title);
      await expect(missing).toBeVisible();
      await expect(missing).toContainText(t.forms.missing.description!);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(t.forms.fields.name)).toHaveAttribute('aria-invalid', 'true');
      expect(page.url()).toBe(before.url);

      // Valid: acknowledged with a reference, the dialog closed, the page where it was.
      const name = uniqueName();
      for (const [label, value] of Object.entries(kind.typed(t, name))) await dialog.getByLabel(label).fill(value);
      await submit.tap();
      const done = sonnerToast(page, t.forms.submitted[kind.kind].title);
      await expect(done).toContainText(REFERENCE);
      await expect(done).toContainText(t.forms.submitted[kind.kind].description!);
      const reference = REFERENCE.exec((await done.textContent()) ?? '')![0];
      await expect(dialog).toBeHidden();
      expect(await where(page)).toEqual(before);

      // Opened again, the form is empty.
      await opener.tap();
      await expect(dialog).toBeVisible();
      for (const label of Object.keys(kind.typed(t, name))) await expect(dialog.getByLabel(label)).toHaveValue('');
      await dialog.getByRole('button', { name: t.dialog.close }).first().tap();
      await expect(dialog).toBeHidden();

      await inInbox(browser, reference, name);
    });
  }
}

test('a request whose answer is lost says so and keeps what was typed; sent again, it is stored once', async ({
  page,
  browser,
  consoleProblems,
}) => {
  const t = EN_ISLAND_WORDS;
  await page.goto('/doctors');
  // The request reaches the server and is stored, but its answer is lost on the way back.
  const refuse = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.abort('internetdisconnected');
  };
  await page.route('**/doctors/request', refuse);
  await page.locator(`[data-island="RequestDoctorButton"] [${DIALOG_OPENER_ATTRIBUTE}]`).first().tap();
  const dialog = page.getByRole('dialog', { name: t.request.title });
  const name = uniqueName();
  for (const [label, value] of Object.entries(REQUEST_DOCTOR.typed(t, name)))
    await dialog.getByLabel(label).fill(value);
  const submit = dialog.getByRole('button', { name: t.request.submit });
  await submit.tap();
  await expect(sonnerToast(page, t.forms.failed.title)).toContainText(t.forms.failed.description!);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.forms.fields.name)).toHaveValue(name);
  await expect(submit).toHaveAttribute('aria-disabled', 'false');

  await page.unroute('**/doctors/request', refuse);
  await submit.tap();
  const done = sonnerToast(page, t.forms.submitted.doctor.title);
  await expect(done).toContainText(REFERENCE);
  await expect(dialog).toBeHidden();
  await inInbox(browser, REFERENCE.exec((await done.textContent()) ?? '')![0], name);
  // The browser reports the refused request itself; that one line is this test's doing.
  const refused = consoleProblems.filter((line) => line.includes('ERR_INTERNET_DISCONNECTED'));
  expect(refused).toHaveLength(1);
  consoleProblems.splice(consoleProblems.indexOf(refused[0]!), 1);
});
