// Paying through the gateway (decision 0032), as a patient on a phone (360 px, touch) sees it: book, a coordinator
// confirms, "Pay ₹499" opens the gateway stand-in's hosted page, "Pay" there sends the patient back and the gateway's
// signed webhook to the site, and the appointment page shows the payment and the receipt within 5 seconds of the
// webhook; cancelled more than 24 hours ahead, the refund goes back through the gateway and shows as paid once the
// refund's webhook arrives. The receipt names the online payment and the refund.
import type { Browser, Page } from '@playwright/test';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { signInAsAdmin } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const WORDS = APPOINTMENT_COPY_EN;
// The seeded sample doctor Dr. Arjun Mehta: ₹499 (migrations/0005_sample_doctors.sql).
const DOCTOR = { id: 'arjun-mehta', fee: '₹499' };
/** The stand-in sends its webhooks this long after "Pay" (gateway-server/, webhookDelayMs). */
const WEBHOOK_DELAY_MS = 300;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

test('a patient pays on the gateway page, sees the receipt within 5 s of the webhook, cancels and sees the refund paid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const patient = await phone(browser);
  await patient.goto(`/doctors/${DOCTOR.id}/book`);
  // Three days ahead: a cancellation later is more than 24 hours before, so all of it comes back.
  const day = patient.getByRole('group', { name: WORDS.pick.slotLegend }).locator('details').nth(3);
  await day.locator('summary').tap();
  await day.getByRole('radio').nth(1).check();
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Asha Gateway');
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 04343');
  await patient.getByRole('button', { name: WORDS.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';
  const appointmentUrl = patient.url();
  // A pick on hold is not asked to pay yet.
  await expect(patient.getByRole('link', { name: WORDS.appointment.gatewayButton(DOCTOR.fee) })).toHaveCount(0);

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/appointments/${reference}`);
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByText(/Confirmed/).first()).toBeVisible();

  await patient.goto(appointmentUrl);
  const pay = patient.getByRole('link', { name: WORDS.appointment.gatewayButton(DOCTOR.fee) });
  await expect(pay).toBeVisible();
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(patient);
  await pay.tap();

  // The stand-in's hosted page: the amount the server asked for, UPI by default.
  await expect(patient).toHaveURL(/\/pay\/plink_/);
  await expect(patient.getByText(DOCTOR.fee).first()).toBeVisible();
  await expect(patient.getByText(`Reference ${reference}`)).toBeVisible();
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const tapped = Date.now();
  await patient.getByRole('button', { name: `Pay ${DOCTOR.fee}` }).tap();

  // Back on the site: "confirming" until the webhook is recorded (a meta refresh), then the appointment page, paid.
  await expect(patient).toHaveURL(new RegExp(`/appointments/${reference}`));
  await expect(patient.getByText(WORDS.appointment.paid)).toBeVisible({ timeout: WEBHOOK_DELAY_MS + 5_000 });
  expect(Date.now() - tapped).toBeLessThan(WEBHOOK_DELAY_MS + 5_000);
  await expect(patient.getByRole('link', { name: WORDS.appointment.gatewayButton(DOCTOR.fee) })).toHaveCount(0);
  await expectNoAxeViolations(patient);
  await patient.getByRole('link', { name: WORDS.appointment.receipt }).tap();
  await expect(patient.getByText(/online payment pay_/)).toBeVisible();
  await patient.goBack();

  // Cancelled more than 24 hours ahead: all of it comes back, through the gateway.
  await patient.getByRole('button', { name: WORDS.appointment.cancel }).tap();
  await expect(patient.getByText(WORDS.cancel.refund(DOCTOR.fee, '100%'))).toBeVisible();
  await patient.getByRole('button', { name: WORDS.cancel.confirm }).tap();
  await expect(patient.getByText(WORDS.appointment.statuses['cancelled-by-patient'])).toBeVisible();
  // Paid once the refund's webhook arrives (the page is reloaded as a patient would).
  await expect(async () => {
    await patient.reload();
    await expect(patient.locator('[data-refund-state="paid"]')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    patient.getByText(/We sent your refund of ₹499 on .* to the account or card you paid with\./),
  ).toBeVisible();
  await expect(patient.getByText(/Refund reference: rfnd_/)).toBeVisible();
  await expectNoAxeViolations(patient);
  await patient.getByRole('link', { name: WORDS.appointment.receipt }).tap();
  await expect(patient.getByText(/Refunded: ₹499/)).toBeVisible();

  // Billing shows the gateway payment and the refund paid through it.
  await admin.goto('/admin/billing/payments');
  await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText(/Razorpay · UPI · fee ₹/);
  await admin.goto('/admin/billing/refunds');
  await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText('Through the gateway');
});

// The setting itself is global to the server: what each choice shows is tested in the Worker tests (a database of
// their own); here, the staff's screens at 1280 × 800 with axe, without changing it under the other specs.
test('Settings → Payments and Billing at 1280 px: the choices, the gateway column, no axe violations', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/settings/payments');
  await expect(admin.getByRole('radio', { name: /The payment gateway only/ })).toBeVisible();
  await expect(admin.getByRole('radio', { name: /UPI by QR only/ })).toBeVisible();
  await expect(admin.getByRole('radio', { name: /^Both/ })).toBeChecked();
  await expectNoAxeViolations(admin);
  await admin.goto('/admin/billing/payments');
  await expect(admin.getByRole('heading', { name: 'Payments recorded' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.goto('/admin/billing/refunds');
  await expectNoAxeViolations(admin);
});
