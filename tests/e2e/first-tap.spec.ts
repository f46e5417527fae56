// Every dialog call-to-action of every page in the site map, in both languages, tapped on a phone (360 px, touch):
// right after the load event, and again once the page has hydrated (what a few seconds of idle leave). Whichever
// dialog answers a tap, the page's native copy or React's (decision 0012), it is the dialog of that button: its
// title and topic, for a doctor the link to pick one of their free times, a form that sends its request to the page
// that takes it, inside the window. Closed, focus goes back to the button. On each page the first tap sends a
// request (an empty submit first, answered in the dialog, whose marks go as the fields are filled in), and so does,
// each round, the first button whose no-JavaScript link is not that page (a doctor's Book Now, which leads to the
// doctor's free times): acknowledged with a reference, the page left where it was. The pages are generated from the
// site map, the buttons found on each page.
import type { Browser, Locator, Page, Route } from '@playwright/test';
import { BOOKING_TOPIC_ATTRIBUTE, DIALOG_OPENER_ATTRIBUTE, NATIVE_DIALOG_IDS } from '../../shared/dialog/opener';
import { VIEWPORT_MARGIN } from '../../shared/dialog/placement';
import { HYDRATED_ATTRIBUTE } from '../../shared/hydration';
import { EN_ISLAND_WORDS, type IslandWords } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { everyPageIn, pageDef } from '../../src/site-map/registry';
import { portalSignIn } from './auth-support';
import {
  BOOKING,
  DIALOG_KINDS,
  type DialogKind,
  expectDialogFits,
  REFERENCE,
  REQUEST_DOCTOR,
  sonnerToast,
  uniqueName,
  where,
} from './dialog-support';
import { expect, test } from './fixtures';

const WORDS: Record<Locale, IslandWords> = { en: EN_ISLAND_WORDS, hi: HI_ISLAND_WORDS };

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The pages that take a request, by the dialog that sends it: where a dialog's form must post. */
function requestPage(kind: DialogKind, locale: Locale): string {
  return pageDef(kind === BOOKING ? 'book' : 'doctor-request', locale).path;
}

type Send = 'no' | 'valid' | 'empty, then valid';

/** Sends the dialog's form: acknowledged with a reference, the dialog closed, the page where it was. */
async function sendRequest(page: Page, dialog: Locator, kind: DialogKind, t: IslandWords, send: Send) {
  const before = await where(page);
  const submit = dialog.getByRole('button', { name: kind.submit(t) });
  const name = uniqueName();
  const typed = Object.entries(kind.typed(t, name));
  if (send === 'empty, then valid') {
    await submit.tap();
    await expect(sonnerToast(page, t.forms.missing.title)).toContainText(t.forms.missing.description!);
    await expect(dialog.getByRole('alert')).toContainText(t.forms.missing.description!);
    const [first, second] = typed.map(([label]) => dialog.getByLabel(label));
    await expect(first!).toHaveAttribute('aria-invalid', 'true');
    await expect(second!).toHaveAttribute('aria-invalid', 'true');
    await expectDialogFits(page, dialog, submit);
    // A field filled in no longer says it is empty; the one still empty does.
    await first!.fill(typed[0]![1]);
    await expect(first!).not.toHaveAttribute('aria-invalid', 'true');
    await expect(second!).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(before.url);
  }
  for (const [label, value] of typed) await dialog.getByLabel(label).fill(value);
  await expectDialogFits(page, dialog, submit);
  await submit.tap();
  const done = sonnerToast(page, t.forms.submitted[kind.kind].title);
  await expect(done).toContainText(REFERENCE);
  await expect(dialog).toBeHidden();
  expect(await where(page)).toEqual(before);
  return { name, reference: REFERENCE.exec((await done.textContent()) ?? '')![0] };
}

/**
 * Taps `opener` and checks the dialog it opens; sends its request if `decide` says so for a button that leads
 * elsewhere without JavaScript or not, or closes it.
 */
async function tapOpener(
  page: Page,
  opener: Locator,
  locale: Locale,
  decide: (leadsElsewhere: boolean) => Send,
): Promise<{ origin: 'native' | 'React' }> {
  const t = WORDS[locale];
  // What the button is, read in one go; then it is scrolled to the middle of the window, clear of the toasts at
  // its foot.
  const button = await opener.evaluate((node: HTMLAnchorElement, topicAttribute) => {
    node.scrollIntoView({ block: 'center', behavior: 'instant' });
    return {
      island: node.closest('[data-island]')?.getAttribute('data-island'),
      link: node.href,
      topic: node.getAttribute(topicAttribute),
    };
  }, BOOKING_TOPIC_ATTRIBUTE);
  const kind = DIALOG_KINDS.find((candidate) => candidate.island === button.island);
  if (!kind) throw new Error(`A dialog opener in an unknown island: ${button.island}`);
  const link = new URL(button.link);
  const takesRequest = link.pathname === requestPage(kind, locale);
  const send = decide(!takesRequest);

  await opener.tap();
  const dialog = page.getByRole('dialog', { name: kind.title(t) });
  await expect(dialog).toBeVisible();
  if (kind === BOOKING) await expect(dialog).toHaveAccessibleDescription(button.topic!);
  // React's booking dialog shows its form a moment after its buttons.
  await dialog.locator('form').waitFor({ state: 'attached' });
  const seen = await dialog.evaluate((node, pickName) => {
    const box = node.getBoundingClientRect();
    return {
      origin: node.tagName === 'DIALOG' ? ('native' as const) : ('React' as const),
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      window: { width: window.innerWidth, height: window.innerHeight },
      action: node.querySelector('form')?.action ?? '',
      picks: Array.from(node.querySelectorAll('a'))
        .filter((a) => a.textContent?.trim() === pickName)
        .map((a) => a.href),
    };
  }, t.contact.pickTime);
  // Inside the window, 16 px from each edge (half a pixel for rounding).
  const edge = VIEWPORT_MARGIN - 0.5;
  expect(seen.box.left, `the ${seen.origin} dialog's left edge`).toBeGreaterThanOrEqual(edge);
  expect(seen.box.top, `the ${seen.origin} dialog's top edge`).toBeGreaterThanOrEqual(edge);
  expect(seen.box.right, `the ${seen.origin} dialog's right edge`).toBeLessThanOrEqual(seen.window.width - edge);
  expect(seen.box.bottom, `the ${seen.origin} dialog's bottom edge`).toBeLessThanOrEqual(seen.window.height - edge);
  // A button that leads elsewhere without JavaScript (a doctor's free times) offers that page in the dialog.
  expect(seen.picks, 'the dialog\'s "pick a time" link').toEqual(takesRequest ? [] : [link.href]);
  // The form sends its request to the page that takes it; the same request as the button's link, where that is one.
  const action = new URL(seen.action);
  expect(action.pathname).toBe(requestPage(kind, locale));
  if (takesRequest) expect(action.search).toBe(link.search);

  if (send === 'no') {
    await dialog.getByRole('button', { name: t.dialog.close }).first().tap();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  } else {
    await sendRequest(page, dialog, kind, t, send);
  }
  return { origin: seen.origin };
}

for (const locale of LOCALES) {
  for (const { path } of everyPageIn(locale)) {
    test(`${path}: every dialog button opens its dialog, on the first tap and every later one, right after load and after idle`, async ({
      page,
    }) => {
      test.slow(path === '/' || path === '/hi', 'the home page has the most buttons');
      await page.goto(path);
      const landed = new URL(page.url()).pathname;
      if (landed !== path) {
        // A signed-in area sends a visitor to sign in: a page of the site map, whose buttons its own test taps.
        expect(everyPageIn(locale).map((other) => other.path)).toContain(landed);
        return;
      }
      const openers = page.locator(`[${DIALOG_OPENER_ATTRIBUTE}]`);
      const count = await openers.count();
      if (count === 0) {
        // Nothing to tap: the page carries no dialog either.
        const templates = Object.values(NATIVE_DIALOG_IDS).map((id) => `template#${id}`);
        await expect(page.locator(templates.join(', '))).toHaveCount(0);
        return;
      }
      const answered: string[] = [];
      for (const round of ['right after load', 'after idle'] as const) {
        if (round === 'after idle') {
          // A fresh page, left alone until every island has hydrated: no dialog's module is here yet.
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
        }
        let sentElsewhere = false;
        for (let index = 0; index < count; index++) {
          // The first tap sends a request, and so does the first, each round, of the buttons that lead elsewhere
          // without JavaScript (the others' dialogs are checked to post to the same page).
          const { origin } = await tapOpener(page, openers.nth(index), locale, (leadsElsewhere) => {
            const first = index === 0 && round === 'right after load';
            const send: Send = first ? 'empty, then valid' : leadsElsewhere && !sentElsewhere ? 'valid' : 'no';
            if (leadsElsewhere && send !== 'no') sentElsewhere = true;
            return send;
          });
          answered.push(`${round} #${index + 1}: ${origin}`);
        }
      }
      // Which dialog answered each tap, in the report: on a phone the first is nearly always the native one.
      test.info().annotations.push({ type: 'dialogs', description: answered.join(', ') });
    });
  }
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

test("a doctor's Book Now, tapped right after load, sends a call-back request that reaches the inbox", async ({
  page,
  browser,
}) => {
  await page.goto('/hi/doctors');
  const bookNow = page.locator(`[data-island="${BOOKING.island}"] [${DIALOG_OPENER_ATTRIBUTE}]`).first();
  await bookNow.tap();
  const dialog = page.getByRole('dialog', { name: BOOKING.title(HI_ISLAND_WORDS) });
  const { name, reference } = await sendRequest(page, dialog, BOOKING, HI_ISLAND_WORDS, 'valid');
  await inInbox(browser, reference, name);
});

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
