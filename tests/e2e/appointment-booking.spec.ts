// A visitor books a doctor's time on a phone: Book Now on the Doctors page, the dialog's "Pick a time yourself", a
// free slot on the doctor's pick-a-time page, name and mobile, then the appointment page with its status and the
// note that payment comes once a coordinator confirms. The doctors are the seeded sample doctors with their working weeks (migrations/).
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const WORDS = APPOINTMENT_COPY_EN;

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a visitor picks a free time at 360 px and lands on the appointment page with its status', async ({ page }) => {
  await page.goto('/doctors');
  await (await hydrated(page, 'Book Now')).tap();
  const dialog = page.getByRole('dialog', { name: EN_ISLAND_WORDS.contact.dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: EN_ISLAND_WORDS.contact.pickTime }).tap();

  await expect(page).toHaveURL(/\/doctors\/[a-z0-9-]+\/book$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pick a time with Dr.');
  await expect(page.getByText(WORDS.pick.timeZoneNote)).toBeVisible();
  // The first day with free times is open; its first time is a radio a thumb can hit.
  const label = page.locator('details[open] label').first();
  const slot = label.getByRole('radio', { name: /\d{1,2}:\d{2}\s?(am|pm)/i });
  await expect(slot).toBeVisible();
  expect((await label.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await label.tap();
  await expect(slot).toBeChecked();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Asha Rao');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 43210');
  await page.getByRole('radio', { name: WORDS.modes.audio }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: WORDS.pick.submit }).tap();

  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=[\w-]{22}$/);
  await expect(page.getByText(WORDS.appointment.statuses.requested)).toBeVisible();
  await expect(page.getByText(WORDS.modes.audio)).toBeVisible();
  // A pick still held asks for no payment: it may lapse (the QR comes once a coordinator confirms it).
  await expect(page.getByText(/You pay after they confirm it/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // The cancel step shows what comes back before anything is cancelled.
  await page.getByRole('button', { name: WORDS.appointment.cancel }).tap();
  await expect(page.getByRole('heading', { name: WORDS.cancel.title })).toBeVisible();
  await expect(page.getByText(WORDS.cancel.unpaid)).toBeVisible();
  await page.getByRole('link', { name: WORDS.cancel.keep }).tap();
  await expect(page.getByText(WORDS.appointment.statuses.requested)).toBeVisible();
});
