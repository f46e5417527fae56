// The patient's choices about messages to their phone, on a 360 px phone with touch: a booking with the WhatsApp box
// ticked shows its "received" as a WhatsApp message in the local phone inbox, and the appointment page turns the
// number's reminders off (a plain form, back to the page with a one-time message). Then, signed in, the same choices
// under /account's profile. Every page checked with axe.
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { UNSUBSCRIBE_TOASTS } from '../../shared/i18n/en/messages';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { portalSignIn, toast } from './auth-support';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { phoneInboxMessage } from './phone-support';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const WORDS = APPOINTMENT_COPY_EN.phone;

/** Ten digits no other run of this test uses. */
const uniqueDigits = () => `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

/** From the doctors' list to a doctor's pick-a-time page, by touch. */
async function openPickPage(page: Page) {
  await page.goto('/doctors');
  await (await hydrated(page, 'Book Now')).tap();
  await page
    .getByRole('dialog', { name: EN_ISLAND_WORDS.contact.dialogTitle })
    .getByRole('link', { name: EN_ISLAND_WORDS.contact.pickTime })
    .tap();
  await expect(page).toHaveURL(/\/doctors\/[^/]+\/book$/);
}

/**
 * Picks a free time (the first, or the last of the open day: the two tests run side by side on the same doctor) with a
 * name and mobile, WhatsApp ticked, and lands on the appointment page.
 */
async function bookWithWhatsapp(page: Page, digits: string, slot: 'first' | 'last') {
  const times = page.locator('details[open] label[data-slot-time]');
  await (slot === 'first' ? times.first() : times.last()).tap();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Meena Pillai');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(digits);
  const box = page.getByLabel(APPOINTMENT_COPY_EN.pick.whatsapp);
  await expect(box).not.toBeChecked();
  await box.tap();
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: APPOINTMENT_COPY_EN.pick.submit }).tap();
  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  return /AP-[0-9A-Z]{6}/.exec(page.url())?.[0] ?? '';
}

test('book with WhatsApp ticked, see the WhatsApp message, then stop reminders on the appointment page', async ({
  page,
}) => {
  const digits = uniqueDigits();
  await openPickPage(page);
  await expectNoAxeViolations(page);
  const reference = await bookWithWhatsapp(page, digits, 'first');
  const appointmentUrl = page.url();
  const masked = `+91 ${digits.slice(0, 2)}••• ••${digits.slice(7)}`;
  const section = page.getByRole('region', { name: WORDS.heading });
  await expect(section).toContainText(WORDS.channelWhatsapp(masked));
  await expect(section).toContainText(WORDS.remindersOn);
  await expectNoAxeViolations(page);

  const message = await phoneInboxMessage(page, `+91${digits}`, 'booking_received');
  await expect(message).toHaveAttribute('data-channel', 'whatsapp');
  await expect(message).toContainText(reference);

  await page.goto(appointmentUrl);
  const stop = page.getByRole('button', { name: WORDS.stopReminders });
  await expect(stop).toBeVisible();
  const box = await stop.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  await stop.tap();
  await expect(page).toHaveURL(appointmentUrl);
  await toast(page, UNSUBSCRIBE_TOASTS.phoneStopped.title);
  await expect(page.getByRole('region', { name: WORDS.heading })).toContainText(WORDS.remindersOff);
  await expect(page.getByRole('button', { name: WORDS.startReminders })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signed in, /account’s profile lists the booking’s number with its choices', async ({ page }) => {
  await portalSignIn(page, 'patient@example.com', 'patient-dev-password');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const digits = uniqueDigits();
  await openPickPage(page);
  await bookWithWhatsapp(page, digits, 'last');
  await page.goto('/account/profile');
  const masked = `+91 ${digits.slice(0, 2)}••• ••${digits.slice(7)}`;
  const number = page.locator('li[data-phone]').filter({ hasText: masked });
  await expect(number).toContainText(ACCOUNT_COPY_EN.phoneMessages.onWhatsapp);
  await expectNoAxeViolations(page);
  await number.getByRole('button', { name: ACCOUNT_COPY_EN.phoneMessages.whatsappOff }).tap();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.locator('li[data-phone]').filter({ hasText: masked })).toContainText(
    ACCOUNT_COPY_EN.phoneMessages.onSms,
  );
});
