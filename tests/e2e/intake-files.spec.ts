// Before the consultation, end to end (issue 44): a patient books in Hindi on a phone (360 px, touch), adds a PDF
// report and a phone photo on the appointment page (the progress bar's island sends each), and answers the doctor's
// questions in Hindi; the coordinator confirms and starts the consultation; the doctor, at 1280 px, sees both files
// and the answers on the record page, with the record's symptoms ticked and the rest written in from the answers, and
// opens the photo (its location gone); the patient's page lists who opened the file. axe on every page.
import type { Browser, Page } from '@playwright/test';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { INTAKE_COPY_HI } from '../../src/patient/intake/copy.hi';
import { jpegWithGps, pdf } from '../support/test-files';
import { signInAsAdmin, uniqueEmail } from './auth-support';
import { addRoundTheClockDoctor, arrived, linkedDoctorAccount } from './doctor-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const DOCTOR = { id: 'anita-desai', name: 'Dr. Anita Desai' };
const HI = APPOINTMENT_COPY_HI;
const WORDS = INTAKE_COPY_HI;

async function context(browser: Browser, phone: boolean): Promise<Page> {
  const options = phone
    ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }
    : { viewport: { width: 1280, height: 800 } };
  return (await browser.newContext(options)).newPage();
}

/** Picks a file on the form and sends it; waits for the page the upload lands on. */
async function addFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  label: string,
  note: string,
) {
  const form = page.locator('form[data-upload-form]');
  await form.getByLabel(WORDS.files.labelField).selectOption({ label });
  await form.getByLabel(WORDS.files.noteField).fill(note);
  await form.getByLabel(WORDS.files.fileField).setInputFiles(file);
  await form.getByRole('button', { name: WORDS.files.add }).tap();
  await expect(page.getByText(WORDS.files.added)).toBeVisible();
  await expect(page.getByText(file.name)).toBeVisible();
}

test('a patient adds a report and a photo and answers in Hindi; the doctor sees them on the record page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await context(browser, false);
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await addRoundTheClockDoctor(admin, {
    ...DOCTOR,
    specialization: 'Diabetologist',
    qualifications: 'MBBS, MD',
    registrationNumber: 'MH-27182',
    council: 'Maharashtra Medical Council',
    fee: '599',
    experienceYears: '15',
    languages: ['en', 'hi'],
  });

  // The patient books the first free time in Hindi on a phone.
  const patient = await context(browser, true);
  await patient.goto(`/hi/doctors/${DOCTOR.id}/book`);
  const day = patient
    .getByRole('group', { name: HI.pick.slotLegend })
    .locator('details')
    .filter({ has: patient.locator('input[type="radio"]') })
    .first();
  if (!(await day.evaluate((details) => (details as HTMLDetailsElement).open))) await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.name).fill('सुनीता जोशी');
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.phone).fill('98765 04412');
  await patient.getByRole('radio', { name: HI.modes.video }).check();
  await patient.getByRole('button', { name: HI.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/hi\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';

  // "Before your consultation": the upload form is the island once it has hydrated.
  await expect(patient.getByRole('heading', { name: WORDS.heading })).toBeVisible();
  // Every island hydrated (<html data-hydrated>): the upload form sends in the background with its progress bar.
  await expect(patient.locator('html')).toHaveAttribute('data-hydrated', '');
  await arrived(patient);
  await expectNoAxeViolations(patient);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await addFile(
    patient,
    { name: 'sugar-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('HbA1c 7.9 per cent')) },
    WORDS.files.labels.report,
    'ब्लड शुगर, मार्च',
  );
  await addFile(
    patient,
    { name: 'IMG_20261206.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegWithGps(20_000).bytes) },
    WORDS.files.labels.photo,
    'पैर का घाव',
  );
  await expect(patient.locator('[data-files]')).toHaveAttribute('data-files', '2');

  // The questions, in Hindi.
  const form = patient.locator('form[data-intake-form]');
  await form.getByLabel(WORDS.intake.complaint).fill('बुखार, सिरदर्द, पैर में घाव जो भर नहीं रहा');
  await form.getByLabel(WORDS.intake.since).fill('2 हफ़्ते');
  await form.getByLabel(WORDS.intake.medicines).fill('मेटफ़ॉर्मिन 500 दिन में दो बार');
  await form.getByLabel(WORDS.intake.allergies).fill('सल्फ़ा दवाइयाँ');
  await form.getByLabel(WORDS.intake.conditions).fill('डायबिटीज़, 8 साल से');
  await form.getByRole('radio', { name: WORDS.intake.pregnancyAnswers.no, exact: true }).check();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: WORDS.intake.save }).tap();
  await expect(patient.getByText(WORDS.intake.saved)).toBeVisible();
  await arrived(patient);
  await expectNoAxeViolations(patient);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await patient.screenshot({ path: test.info().outputPath('appointment-360.png'), fullPage: true });
  const appointmentPage = patient.url();

  // A doctor signs up; an admin links the account to the doctor record; the coordinator confirms and starts it.
  const doctor = await context(browser, false);
  const doctorEmail = uniqueEmail('intake-doctor');
  await linkedDoctorAccount(doctor, admin, {
    email: doctorEmail,
    fullName: 'Dr. Anita D.',
    password: 'intake-pass-1',
    doctorId: DOCTOR.id,
  });
  await admin.goto(`/admin/appointments/${reference}`);
  // Admins see how many files and how large, never their names.
  await expect(admin.locator('[data-files-count]')).toHaveAttribute('data-files-count', '2');
  await expect(admin.locator('main')).not.toContainText('sugar-report.pdf');
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('link', { name: /WhatsApp/i })).toBeVisible();
  await admin.getByRole('button', { name: 'Mark in consultation' }).click();
  await expect(admin.getByText('In consultation').first()).toBeVisible();

  // The doctor at 1280 px: both files, the answers, and the record started from them.
  await doctor.goto(`/doctor/appointments/${reference}/record`);
  const panel = doctor.locator('[data-intake-panel]');
  await expect(panel.getByText('sugar-report.pdf')).toBeVisible();
  await expect(panel.getByText('IMG_20261206.jpg')).toBeVisible();
  await expect(panel).toContainText('बुखार, सिरदर्द, पैर में घाव जो भर नहीं रहा');
  await expect(panel).toContainText('सल्फ़ा दवाइयाँ');
  await expect(doctor.getByRole('checkbox', { name: 'Fever' })).toBeChecked();
  await expect(doctor.getByRole('checkbox', { name: 'Headache' })).toBeChecked();
  const note = doctor.getByLabel('Other symptoms, in words');
  await expect(note).toHaveValue(/पैर में घाव जो भर नहीं रहा/);
  await expect(note).toHaveValue(/Since: 2 हफ़्ते/);
  await expect(note).toHaveValue(/Allergies: सल्फ़ा दवाइयाँ/);
  await expectNoAxeViolations(doctor);
  expect(await doctor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await doctor.screenshot({ path: test.info().outputPath('record-1280.png'), fullPage: true });

  // The doctor opens the photo: it comes from the Worker, not to be kept, its location gone.
  const photo = await doctor.request.get(
    (await panel.getByRole('link', { name: 'Open IMG_20261206.jpg' }).getAttribute('href')) ?? '',
  );
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cache-control']).toBe('no-store');
  const { gpsAt, latitudeAt } = jpegWithGps(20_000);
  const bytes = await photo.body();
  expect(bytes.readUInt16BE(gpsAt)).toBe(0);
  expect(bytes.subarray(latitudeAt, latitudeAt + 24).every((byte) => byte === 0)).toBe(true);

  // The patient's page still lists the files; the access log in the account is the Worker test's.
  await patient.goto(appointmentPage);
  await expect(patient.getByText('sugar-report.pdf')).toBeVisible();
});
