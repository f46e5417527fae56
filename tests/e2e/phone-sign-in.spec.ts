// Issue 41 at 360 px with touch: a patient books a time with only a mobile, then signs in on /login with that mobile,
// reads the code from the local phone stand-in (the auth server calls the site's Send SMS hook, which sends it by SMS),
// types it, lands signed in, and sees the booking in /account. axe checks the number's form, the code's form and a
// wrong code's message.
import { AUTH_WORDS } from '../../shared/auth/messages';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { codeFor } from './phone-support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const words = AUTH_WORDS.en.phone;

test('sign in by mobile and see the booking made earlier with that mobile', async ({ page }) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  const phone = `+91${digits}`;

  // A booking with a name and a mobile only, and no session.
  const booking = APPOINTMENT_COPY_EN;
  await page.goto('/doctors/priya-raman/book');
  const day = page.getByRole('group', { name: booking.pick.slotLegend }).locator('details').last();
  if ((await day.getAttribute('open')) === null) await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Kavya Menon');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: booking.pick.submit }).tap();
  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(page.url())?.[0] ?? '';

  // The number's form.
  await page.goto('/login');
  const mobile = page.getByRole('region', { name: words.title });
  await expect(mobile).toBeVisible();
  await expectNoAxeViolations(page);
  await mobile.getByLabel(words.mobile).fill(digits);
  await mobile.getByRole('button', { name: words.send }).tap();

  // The code's form: a wrong code first, then the one from the inbox.
  await expect(mobile.getByText(words.sentTo(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`))).toBeVisible();
  const codeField = mobile.getByLabel(words.code('6'));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  const code = await codeFor(phone);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await mobile.getByRole('button', { name: words.verify }).tap();
  await expect(page.getByRole('region', { name: words.title }).getByText(words.wrongCode)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: words.title }).getByLabel(words.code('6')).fill(code);
  await page.getByRole('region', { name: words.title }).getByRole('button', { name: words.verify }).tap();

  // Signed in, where e-mail sign-in lands; the booking is in the account.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/appointments');
  await expect(page).toHaveURL(/\/account\/appointments$/);
  await expect(page.locator(`article[data-reference="${reference}"]`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
