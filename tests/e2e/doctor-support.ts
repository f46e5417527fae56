// What the end-to-end specs of a consultation share: an account signed up through the portal's own form and confirmed
// by its mail link, and a doctor added through Doctor Calendars (the record, then a week open round the clock in
// 15-minute slots, so the first free time is near).
import type { Page } from '@playwright/test';
import { mailLink } from './auth-support';
import { expect } from './fixtures';

/** Waits until the page's arrival (a fade and slide) is done, so that axe checks the colours the page rests in. */
export const arrived = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

/** Signs up through the portal's own form post and follows the confirmation link, which signs the account in. */
export async function signUpConfirmed(
  page: Page,
  account: { email: string; fullName: string; role: 'patient' | 'doctor'; password: string },
) {
  await page.goto('/auth');
  const posted = await page.request.post('/auth/sign-up', {
    form: {
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      fullName: account.fullName,
      role: account.role,
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  await page.goto(await mailLink(account.email, /confirm/i));
}

/** The doctor record's fields that differ from spec to spec (Doctor Calendars' record form). */
export interface DoctorFields {
  id: string;
  name: string;
  specialization: string;
  qualifications: string;
  registrationNumber: string;
  council: string;
  fee: string;
  experienceYears: string;
  languages: ('en' | 'hi')[];
}

/** Adds a doctor through Doctor Calendars' two forms (posted as the admin's browser would): the record, then the week. */
export async function addRoundTheClockDoctor(admin: Page, doctor: DoctorFields) {
  const post = (form: Record<string, string>) =>
    admin.request.post('/admin/scheduling/calendars', {
      form,
      headers: { Origin: new URL(admin.url()).origin },
      maxRedirects: 0,
    });
  const { id, languages, ...fields } = doctor;
  const record = await post({
    form: 'doctor',
    doctor: 'new',
    ...fields,
    department: 'general-physician',
    minutes: '15',
    meetingLink: `https://meet.example.com/${id}`,
    ...Object.fromEntries(languages.map((language) => [`language-${language}`, 'on'])),
    active: 'on',
  });
  expect(record.status()).toBe(303);
  expect(record.headers().location).toContain(`doctor=${id}&`);
  const week: Record<string, string> = { form: 'calendar', doctor: id, daysOff: '' };
  for (let weekday = 0; weekday < 7; weekday++) {
    week[`hours-${weekday}`] = '00:00-24:00';
    week[`breaks-${weekday}`] = '';
  }
  expect((await post(week)).status()).toBe(303);
}

/**
 * A doctor's account for `doctorId`: signed up on `page` and confirmed, then approved by the admin and linked to the
 * doctor record (Users → Doctors).
 */
export async function linkedDoctorAccount(
  page: Page,
  admin: Page,
  account: { email: string; fullName: string; password: string; doctorId: string },
) {
  await signUpConfirmed(page, { ...account, role: 'doctor' });
  await admin.goto(`/admin/users/doctors?q=${encodeURIComponent(account.email)}`);
  await admin
    .getByRole('row')
    .filter({ hasText: account.email })
    .getByRole('link', { name: /Approve as doctor/ })
    .click();
  await admin.getByLabel('Doctor record to link').selectOption(account.doctorId);
  await admin.getByRole('button', { name: /Confirm/ }).click();
  await expect(admin.getByText('Doctor approved').first()).toBeVisible();
}
