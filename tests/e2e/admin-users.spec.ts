// Users → Doctors in Chromium: a doctor signs up, confirms by e-mail and is told at /doctor that they wait for
// approval; an admin, without JavaScript, finds them waiting, approves them on the confirmation page (linking a doctor
// record) and sees the flash; the doctor's very next request to /doctor is let in, and a patient's booking with that
// doctor shows in their week. The screens pass axe at 1280 px.
import { mailLink, signInAsAdmin, toast, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { AUTH_TOASTS } from '../../shared/messages';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';

// A sample doctor the other specs do not book (migrations/0005_sample_doctors.sql), linked to the new account here.
const DOCTOR = { id: 'kavya-iyer', name: 'Dr. Kavya Iyer' };

const PASSWORD = 'doctor-pass-123';

test('a doctor sign-up waits, an admin approves it without JavaScript, and /doctor opens on the next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('signup-doctor');
  const name = `Dr. Kavya Menon ${Date.now().toString(36)}`;
  await page.goto('/auth?mode=signup');
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: 'Doctor' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, AUTH_TOASTS.accountCreatedDoctor.title);
  await page.goto(await mailLink(email, /confirm/i));
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/doctor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for approval');

  const open = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const adminPage = await context.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto('/admin');
    return { context, adminPage };
  };

  // Looked at with JavaScript (axe runs in the page): the list with the sign-up waiting, and its confirmation page.
  const looking = await open(true);
  await expect(looking.adminPage.locator('[data-waiting-doctors]').first()).not.toHaveText('0');
  await looking.adminPage.goto(`/admin/users/doctors?q=${encodeURIComponent(email)}`);
  await expect(looking.adminPage.getByRole('row').filter({ hasText: email })).toContainText('Waiting for approval');
  await expectNoAxeViolations(looking.adminPage);
  await looking.adminPage
    .getByRole('link', { name: /Approve as doctor/ })
    .first()
    .click();
  await expect(looking.adminPage.getByRole('heading', { level: 1 })).toHaveText('Approve as doctor');
  await expectNoAxeViolations(looking.adminPage);
  await looking.context.close();

  // Done without JavaScript: plain links and a POST form, then the flash after the redirect.
  const { context, adminPage } = await open(false);
  await adminPage.goto(`/admin/users/doctors?q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: /Approve as doctor/ }).click();
  await expect(adminPage.getByText('What will happen')).toBeVisible();
  await adminPage.screenshot({ path: test.info().outputPath('approve-1280.png'), fullPage: true });
  await adminPage.getByLabel('Doctor record to link').selectOption(DOCTOR.id);
  await adminPage.getByRole('button', { name: /Confirm/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/users\/doctors\?q=/);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Doctor approved' })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: email })).toContainText('Doctor record:');
  await adminPage.screenshot({ path: test.info().outputPath('doctors-1280.png'), fullPage: true });
  await context.close();

  const doctorArea = await page.goto('/doctor');
  expect(doctorArea?.status()).toBe(200);

  // A patient books a time with that doctor; the doctor's week shows the patient and the time.
  const patient = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await patient.goto(`/doctors/${DOCTOR.id}/book`);
  const day = patient.getByRole('group', { name: APPOINTMENT_COPY_EN.pick.slotLegend }).locator('details').nth(3);
  await day.locator('summary').click();
  await day.getByRole('radio').last().check();
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Meera Joshi');
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 04321');
  await patient.getByRole('button', { name: APPOINTMENT_COPY_EN.pick.submit }).click();
  await expect(patient).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';

  await page.goto('/doctor/week');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText('Meera Joshi');
  await expectNoAxeViolations(page);
});
