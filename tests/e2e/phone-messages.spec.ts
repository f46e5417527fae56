// A booking with a mobile reaches that phone: the pick-a-time form with a name and a mobile, then the local phone
// inbox (phone-server/) shows the SMS that the booking arrived, with its reference, and that the provider delivered it.
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { expect, hydrated, test } from './fixtures';
import { phoneInboxMessage } from './phone-support';

test('a booking with only a mobile shows its SMS in the local phone inbox', async ({ page }) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/doctors');
  await (await hydrated(page, 'Book Now')).click();
  await page
    .getByRole('dialog', { name: EN_ISLAND_WORDS.contact.dialogTitle })
    .getByRole('link', { name: EN_ISLAND_WORDS.contact.pickTime })
    .click();
  await page.locator('details[open] label').first().click();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Ravi Kumar');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(digits);
  await page.getByRole('button', { name: APPOINTMENT_COPY_EN.pick.submit }).click();
  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(page.url())?.[0] ?? '';

  const message = await phoneInboxMessage(page, `+91${digits}`, 'booking_received');
  await expect(message).toHaveAttribute('data-channel', 'sms');
  await expect(message).toContainText(`Hello Ravi Kumar, we have your booking with Dr.`);
  await expect(message).toContainText(reference);
  await expect(page.getByRole('button', { name: 'Reply STOP' })).toBeVisible();
});
