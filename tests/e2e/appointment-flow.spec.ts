// An appointment from start to end, as its two people see it: a patient picks a time on a phone (360 px, touch), a
// coordinator confirms it in the admin (1280 px), the patient opens it again with the reference and mobile number and
// sees the UPI QR, the coordinator records the payment, the patient's receipt carries the doctor's registration
// number, and a cancellation shows the refund the rules give before it is made, says it again with when and how it
// comes back once made, and lands in Billing → Refunds. Asking for another time asks first (in Hindi here).
import type { Browser, Page } from '@playwright/test';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { signInAsAdmin } from './auth-support';
import { recordPayment } from './billing-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const WORDS = APPOINTMENT_COPY_EN;
// The seeded sample doctor Dr. Arjun Mehta: ₹499, registration SAMPLE-GMC-0001 (migrations/0005_sample_doctors.sql).
const DOCTOR = { id: 'arjun-mehta', fee: '499', registration: 'SAMPLE-GMC-0001' };
const PHONE = '98765 01234';

/** Waits until the page's arrival (a fade and slide) is done, so that axe checks the colours the page rests in. */
const arrived = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

async function coordinator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(page);
  return page;
}

test('a patient books, a coordinator confirms and records the payment, the receipt names the registration, and a cancellation refunds by the rules', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const patient = await phone(browser);
  await patient.goto(`/doctors/${DOCTOR.id}/book`);
  // A day at least two days ahead, so the cancellation below is a full refund (24 hours or more).
  const day = patient.getByRole('group', { name: WORDS.pick.slotLegend }).locator('details').nth(2);
  await day.locator('summary').tap();
  await expect(day).toHaveAttribute('open', '');
  const slot = day.getByRole('radio').first();
  await slot.check();
  await expect(slot).toBeChecked();
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Kiran Patel');
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(PHONE);
  await patient.getByRole('button', { name: WORDS.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';
  await expect(patient.getByText(WORDS.appointment.statuses.requested)).toBeVisible();

  const admin = await coordinator(browser);
  await admin.goto(`/admin/appointments/${reference}`);
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('link', { name: /WhatsApp/i })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876501234\?text=/,
  );
  await expectNoAxeViolations(admin);

  // The patient comes back later without the link: the reference and the mobile number open it, not the reference alone.
  await patient.goto('/appointments');
  await patient.getByLabel(WORDS.lookup.reference).fill(reference);
  await patient.getByLabel(WORDS.lookup.phone).fill('98765 00000');
  await patient.getByRole('button', { name: WORDS.lookup.submit }).tap();
  await expect(patient.getByText(WORDS.lookup.notFound)).toBeVisible();
  await patient.getByLabel(WORDS.lookup.phone).fill(PHONE);
  await patient.getByRole('button', { name: WORDS.lookup.submit }).tap();
  await expect(patient.getByText(WORDS.appointment.statuses.confirmed)).toBeVisible();
  const qr = patient.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(150);
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(patient);
  await expect(patient.getByRole('link', { name: new RegExp(WORDS.appointment.payButton) })).toHaveAttribute(
    'href',
    new RegExp(`&am=${DOCTOR.fee}\\.00&cu=INR&tn=${reference}$`),
  );

  await recordPayment(admin, reference, DOCTOR.fee, '4');

  await patient.reload();
  await expect(patient.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await patient.getByRole('link', { name: WORDS.appointment.receipt }).tap();
  await expect(patient.getByText(DOCTOR.registration)).toBeVisible();
  await expect(patient.getByText(/Four hundred ninety-nine rupees/i)).toBeVisible();
  await patient.goBack();

  await patient.getByRole('button', { name: WORDS.appointment.cancel }).tap();
  await expect(patient.getByText(WORDS.cancel.refund(`₹${DOCTOR.fee}`, '100%'))).toBeVisible();
  await patient.getByRole('button', { name: WORDS.cancel.confirm }).tap();
  await expect(patient.getByText(WORDS.appointment.statuses['cancelled-by-patient'])).toBeVisible();
  // The page after says the same figure, and when and how it comes back (the rule's 3 to 5 business days, by UPI).
  await expect(patient.getByText(WORDS.appointment.refundDueAmount(`₹${DOCTOR.fee}`, '100%'))).toBeVisible();
  await expect(patient.getByText(WORDS.appointment.refundHow('3–5'))).toBeVisible();
  await arrived(patient);
  await expectNoAxeViolations(patient);

  await admin.goto('/admin/billing/refunds');
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`₹${DOCTOR.fee}`);
  await expect(row).toContainText('100%');
});

test('asking for another time asks first, on a phone in Hindi: keep it, or yes', async ({ browser }) => {
  test.setTimeout(90_000);
  const HI = APPOINTMENT_COPY_HI;
  const patient = await phone(browser);
  await patient.goto(`/hi/doctors/${DOCTOR.id}/book`);
  const day = patient.getByRole('group', { name: HI.pick.slotLegend }).locator('details').nth(4);
  await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.name).fill('Meena Sharma');
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.phone).fill('98765 04321');
  await patient.getByRole('button', { name: HI.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/hi\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const page = patient.url();

  // One tap only opens the question; "Keep my appointment" goes back with nothing asked.
  await patient.getByRole('button', { name: HI.appointment.anotherTime }).tap();
  await expect(patient.getByRole('heading', { name: HI.anotherTime.title })).toBeVisible();
  await arrived(patient);
  await expectNoAxeViolations(patient);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await patient.getByRole('link', { name: HI.anotherTime.keep }).tap();
  await expect(patient).toHaveURL(page);
  await expect(patient.getByText(HI.appointment.askedAnotherTime)).toHaveCount(0);

  // Asked again and confirmed: the page says a coordinator will call, and the button is gone.
  await patient.getByRole('button', { name: HI.appointment.anotherTime }).tap();
  await patient.getByRole('button', { name: HI.anotherTime.confirm }).tap();
  await expect(patient.getByText(HI.appointment.askedAnotherTime)).toBeVisible();
  await expect(patient.getByRole('button', { name: HI.appointment.anotherTime })).toHaveCount(0);
});
