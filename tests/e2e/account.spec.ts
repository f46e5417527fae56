// The patient's area on a phone (360 px, touch): a visitor sent to sign in by /account signs up, confirms from the
// local inbox and lands back on /account; books a slot while signed in; sees it in /account; a coordinator confirms
// it and records the payment; the patient cancels from /account and sees the refund the rules give before it is made.
import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { mailLink, signInAsAdmin, uniqueEmail } from './auth-support';
import { recordPayment } from './billing-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const WORDS = APPOINTMENT_COPY_EN;
const ACCOUNT = ACCOUNT_COPY_EN;
// The seeded sample doctor Dr. Arjun Mehta: ₹499 (migrations/0005_sample_doctors.sql).
const DOCTOR = { id: 'arjun-mehta', fee: '499' };

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

test('a patient signs up from /account, books while signed in, sees it in /account, cancels it and sees the refund', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const patient = await phone(browser);
  await patient.goto('/account');
  await expect(patient).toHaveURL(/\/auth\?next=%2Faccount$/);

  // Sign up through the portal's own form post, carrying next as the form does; the confirmation link leads back.
  const email = uniqueEmail('account-e2e');
  const signUp = await patient.request.post('/auth/sign-up', {
    form: {
      email,
      password: 'account-pass-1',
      confirmPassword: 'account-pass-1',
      fullName: 'Kavya Nair',
      role: 'patient',
      next: '/account',
    },
    headers: { Origin: new URL(patient.url()).origin },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(303);
  expect(signUp.headers().location).toBe('/auth?next=%2Faccount');
  await patient.goto(await mailLink(email, /confirm/i));
  await expect(patient).toHaveURL(/\/account$/);
  await expect(patient.getByText(ACCOUNT.overview.noNext)).toBeVisible();

  // A slot two days ahead or more: a full refund by the rules once paid.
  await patient.goto(`/doctors/${DOCTOR.id}/book`);
  const day = patient.getByRole('group', { name: WORDS.pick.slotLegend }).locator('details').nth(2);
  await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Kavya Nair');
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 01299');
  await patient.getByRole('button', { name: WORDS.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';

  await patient.goto('/account');
  const card = patient.locator(`article[data-reference="${reference}"]`);
  await expect(card).toContainText(WORDS.appointment.statuses.requested);
  await expect(card).toContainText('Dr. Arjun Mehta');

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/appointments/${reference}`);
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('link', { name: /WhatsApp/i })).toBeVisible();

  // Confirmed and unpaid: the UPI link in the account's card.
  await patient.reload();
  await expect(card).toContainText(WORDS.appointment.statuses.confirmed);
  await expect(card.getByRole('link', { name: ACCOUNT.appointments.pay(`₹${DOCTOR.fee}`) })).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?.*tn=${reference}$`),
  );
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(patient);

  await recordPayment(admin, reference, DOCTOR.fee, '7');

  await patient.reload();
  await expect(card.getByRole('link', { name: ACCOUNT.appointments.receipt })).toBeVisible();
  await card.getByRole('button', { name: ACCOUNT.appointments.cancel }).tap();
  await expect(patient.getByText(WORDS.cancel.refund(`₹${DOCTOR.fee}`, '100%'))).toBeVisible();
  await patient.getByRole('button', { name: WORDS.cancel.confirm }).tap();
  await expect(patient.getByText(WORDS.appointment.statuses['cancelled-by-patient'])).toBeVisible();

  await patient.goto('/account/appointments');
  await expect(patient.locator('#account-past ~ div').locator(`article[data-reference="${reference}"]`)).toContainText(
    WORDS.appointment.statuses['cancelled-by-patient'],
  );
});
