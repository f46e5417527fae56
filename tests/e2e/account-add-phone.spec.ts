// Issue 41 at 360 px with touch: a patient who signed up by e-mail adds their mobile on /account/profile. A booking
// made earlier with that mobile (no session, no e-mail) is not in the account; the profile's "Add a mobile" sends a code
// (the auth server hands it to the site's Send SMS hook, which sends it by SMS to the phone stand-in), a wrong code is
// refused, the right one adds the mobile, and the booking shows in /account at once. axe checks the number's form, the
// code's form, the wrong code's message and the verified mobile.
import { SERVICE_ROLE_KEY } from '../../auth-server/keys.ts';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { ACCOUNT_TOASTS } from '../../shared/i18n/en/messages';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { AUTH_API, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { codeFor } from './phone-support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const CODE = AUTH_WORDS.en.phone;
const MOBILE = ACCOUNT_COPY_EN.mobile;

test('an e-mail account adds its mobile by a code and then sees a booking made with it', async ({ page }) => {
  const digits = `8${String(Date.now()).slice(-9)}`;
  const phone = `+91${digits}`;
  const shown = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

  // An e-mail account, confirmed, with no mobile.
  const email = uniqueEmail('add-phone-e2e');
  const password = 'add-phone-pass-1';
  const created = await fetch(`${AUTH_API}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);

  // A booking with a name and that mobile only, and no session.
  const booking = APPOINTMENT_COPY_EN;
  await page.goto('/doctors/priya-raman/book');
  const day = page.getByRole('group', { name: booking.pick.slotLegend }).locator('details').last();
  if ((await day.getAttribute('open')) === null) await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Ira Sen');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: booking.pick.submit }).tap();
  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(page.url())?.[0] ?? '';

  // Signed in by e-mail (the portal's own form post), the booking is not the account's yet.
  const signIn = await page.request.post('/auth/sign-in', {
    form: { email, password, role: 'patient' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  await page.goto('/account/appointments');
  await expect(page).toHaveURL(/\/account\/appointments$/);
  await expect(page.locator(`article[data-reference="${reference}"]`)).toHaveCount(0);

  // The profile's number form.
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: MOBILE.heading });
  await expect(section.getByText(MOBILE.none)).toBeVisible();
  await expect(section.getByRole('form', { name: MOBILE.add })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByLabel(MOBILE.number).fill(digits);
  await section.getByRole('button', { name: CODE.send }).tap();

  // The code's form: a wrong code first, then the one the phone received.
  await expect(section.getByText(CODE.sentTo(shown))).toBeVisible();
  const codeField = section.getByLabel(CODE.code('6'));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  const code = await codeFor(phone);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: CODE.verify }).tap();
  await expect(page.getByRole('region', { name: MOBILE.heading }).getByText(CODE.wrongCode)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: MOBILE.heading }).getByLabel(CODE.code('6')).fill(code);
  await page.getByRole('region', { name: MOBILE.heading }).getByRole('button', { name: CODE.verify }).tap();

  // Added: the message, the mobile shown, "Change mobile" offered.
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText(ACCOUNT_TOASTS.mobileAdded.title).first()).toBeVisible();
  const added = page.getByRole('region', { name: MOBILE.heading });
  await expect(added.getByText(shown, { exact: true })).toBeVisible();
  await expect(added.getByRole('form', { name: MOBILE.change })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The booking made with the mobile is the account's now.
  await page.goto('/account/appointments');
  await expect(page.locator(`article[data-reference="${reference}"]`)).toBeVisible();
});
