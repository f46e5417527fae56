// The intake answers and what follows the files (issue 44, decision 0033): answers saved in the booking's language
// until the consultation starts; the doctor's record page shows them and the files and starts the record from them
// (the master's symptoms ticked, the rest in words); the daily sweep deletes the files of an appointment that never
// took place, R2 objects too, and keeps a consultation's; the data download lists answers and files; the patient's
// access page lists who opened their files; admins see a count and a size; the evening reminder says reports can be
// added, with the page's link.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { renderNotification } from '../../src/notifications/templates/render';
import { INTAKE_COPY_EN } from '../../src/patient/intake/copy.en';
import { INTAKE_COPY_HI } from '../../src/patient/intake/copy.hi';
import { testDoctor } from './appointment-support';
import { createAccount, signIn, signInWith, SITE } from './auth-helpers';
import { visibleText } from './html';
import {
  accessRows,
  type Booked,
  booked,
  db,
  filesOfAppointment,
  HOUR,
  jpegWithGps,
  pdf,
  upload,
} from './intake-support';

const DAY = 24 * HOUR;
const get = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

function postIntake(appointment: Booked, fields: Record<string, string>, locale: 'en' | 'hi' = 'en') {
  return SELF.fetch(`${SITE}${locale === 'hi' ? '/hi' : ''}/appointments/${appointment.reference}/intake`, {
    method: 'POST',
    body: new URLSearchParams({ key: appointment.key, ...fields }),
    redirect: 'manual',
    headers: { Origin: SITE },
  });
}

const HINDI_ANSWERS = {
  complaint: 'बुखार, सिरदर्द और पेट में जलन',
  since: '3 दिन',
  medicines: 'मेटफ़ॉर्मिन 500',
  allergies: 'पेनिसिलिन',
  conditions: 'डायबिटीज़',
  pregnancy: 'not-asked',
  consent: 'yes',
};

async function answersOf(appointmentId: number) {
  return db
    .prepare('SELECT complaint, since, locale, pregnancy FROM intake_answers WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first();
}

async function runDaily(at: number) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '0 22 * * *', scheduledTime: at }), env, context);
  // The sweeps run in waitUntil.
  await waitOnExecutionContext(context);
}

describe('the intake answers', () => {
  it('saves the answers in Hindi from the Hindi page, and refuses them without consent or a complaint', async () => {
    const appointment = await booked(await testDoctor(), { locale: 'hi' });
    const missing = await postIntake(appointment, { ...HINDI_ANSWERS, consent: '', complaint: ' ' }, 'hi');
    expect(missing.status).toBe(400);
    const page = visibleText(await missing.text());
    expect(page).toContain(INTAKE_COPY_HI.intake.problems.consent);
    expect(page).toContain(INTAKE_COPY_HI.intake.problems.complaint);
    expect(await answersOf(appointment.id)).toBeNull();
    const saved = await postIntake(appointment, HINDI_ANSWERS, 'hi');
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toContain('done=intake-saved');
    expect(await answersOf(appointment.id)).toEqual({
      complaint: HINDI_ANSWERS.complaint,
      since: '3 दिन',
      locale: 'hi',
      pregnancy: 'not-asked',
    });
    const shown = await get(`/hi/appointments/${appointment.reference}?key=${appointment.key}&done=intake-saved`);
    const text = visibleText(await shown.text());
    expect(text).toContain(INTAKE_COPY_HI.intake.saved);
    expect(text).toContain(INTAKE_COPY_HI.intake.heading);
  });

  it('takes changes until the consultation starts, then refuses them and keeps what was saved', async () => {
    const appointment = await booked(await testDoctor());
    expect((await postIntake(appointment, { ...HINDI_ANSWERS, complaint: 'Cough' })).status).toBe(303);
    expect((await postIntake(appointment, { ...HINDI_ANSWERS, complaint: 'Cough, fever' })).status).toBe(303);
    await db.prepare("UPDATE appointments SET status = 'in-consultation' WHERE id = ?1").bind(appointment.id).run();
    const late = await postIntake(appointment, { ...HINDI_ANSWERS, complaint: 'Something else' });
    expect(late.status).toBe(409);
    expect(visibleText(await late.text())).toContain(INTAKE_COPY_EN.intake.closed);
    expect((await answersOf(appointment.id))?.complaint).toBe('Cough, fever');
  });
});

describe("the doctor's record page", () => {
  it('shows the answers and the files, and starts the record from the answers', async () => {
    const account = await createAccount('doctor');
    const doctor = await testDoctor(undefined, { accountId: account.id });
    const cookie = await signInWith(account.email, account.password);
    const appointment = await booked(doctor, { locale: 'hi' });
    await upload(appointment, { name: 'sugar.pdf', bytes: pdf() });
    await upload(appointment, { name: 'rash.jpg', bytes: jpegWithGps().bytes }, { label: 'photo', note: 'बाँह पर' });
    expect((await postIntake(appointment, HINDI_ANSWERS, 'hi')).status).toBe(303);
    // Before the consultation: answers and files, no form.
    const before = await get(`/doctor/appointments/${appointment.reference}/record`, cookie);
    const early = visibleText(await before.text());
    expect(early).toContain('Before the consultation');
    expect(early).toContain(HINDI_ANSWERS.complaint);
    expect(early).toContain('sugar.pdf');
    expect(early).toContain('rash.jpg');
    // In consultation: the form starts from the answers.
    await db.prepare("UPDATE appointments SET status = 'in-consultation' WHERE id = ?1").bind(appointment.id).run();
    const page = await (await get(`/doctor/appointments/${appointment.reference}/record`, cookie)).text();
    expect(page).toMatch(/name="symptom-fever"[^>]*checked|checked[^>]*name="symptom-fever"/);
    expect(page).toMatch(/name="symptom-headache"[^>]*checked|checked[^>]*name="symptom-headache"/);
    expect(page).not.toMatch(/name="symptom-dry-cough"[^>]*checked/);
    expect(page).toContain('पेट में जलन');
    expect(page).toContain('Since: 3 दिन');
    expect(page).toContain('Allergies: पेनिसिलिन');
    // Listing the files is not opening them: no access row.
    expect(await accessRows(appointment.id)).toEqual([]);
  });

  it('shows the doctor the answers and the files in the consultation room too, and the patient neither', async () => {
    const account = await createAccount('doctor');
    const doctor = await testDoctor(undefined, { accountId: account.id });
    const cookie = await signInWith(account.email, account.password);
    const appointment = await booked(doctor, { locale: 'hi', start: Date.now() + 5 * 60_000 });
    await upload(appointment, { name: 'sugar.pdf', bytes: pdf() });
    expect((await postIntake(appointment, HINDI_ANSWERS, 'hi')).status).toBe(303);
    const room = await get(`/consult/${appointment.reference}`, cookie);
    expect(room.status).toBe(200);
    const seen = visibleText(await room.text());
    expect(seen).toContain('Before the consultation');
    expect(seen).toContain(HINDI_ANSWERS.complaint);
    expect(seen).toContain('sugar.pdf');
    const patient = visibleText(await (await get(`/consult/${appointment.reference}?key=${appointment.key}`)).text());
    expect(patient).not.toContain('Before the consultation');
    expect(patient).not.toContain('sugar.pdf');
    expect(await accessRows(appointment.id)).toEqual([]);
  });
});

describe('retention', () => {
  it("deletes the files and answers of an appointment that never took place, objects too, and keeps a consultation's", async () => {
    const doctor = await testDoctor();
    const cancelled = await booked(doctor);
    const held = await booked(doctor, { phone: '+919812300055' });
    for (const appointment of [cancelled, held]) {
      await upload(appointment, { name: 'report.pdf', bytes: pdf() });
      await postIntake(appointment, HINDI_ANSWERS);
    }
    const now = Date.now();
    await db
      .prepare(
        "UPDATE appointments SET status = 'cancelled-by-patient', starts_at = ?2, ends_at = ?2 + 60000 WHERE id = ?1",
      )
      .bind(cancelled.id, now - 40 * DAY)
      .run();
    await db
      .prepare("UPDATE appointments SET status = 'completed', starts_at = ?2, ends_at = ?2 + 60000 WHERE id = ?1")
      .bind(held.id, now - 400 * DAY)
      .run();
    const [gone] = await filesOfAppointment(cancelled.id);
    const [kept] = await filesOfAppointment(held.id);
    expect(await env.FILES.head(gone?.r2_key ?? '')).not.toBeNull();
    await runDaily(now);
    expect((await filesOfAppointment(cancelled.id))[0]?.state).toBe('deleted');
    expect(await env.FILES.head(gone?.r2_key ?? '')).toBeNull();
    expect(await answersOf(cancelled.id)).toBeNull();
    expect((await filesOfAppointment(held.id))[0]?.state).toBe('stored');
    expect(await env.FILES.head(kept?.r2_key ?? '')).not.toBeNull();
    expect(await answersOf(held.id)).not.toBeNull();
  });

  it('keeps a cancelled appointment’s files until 30 days after its time', async () => {
    const appointment = await booked(await testDoctor());
    await upload(appointment, { name: 'recent.pdf', bytes: pdf() });
    await db
      .prepare("UPDATE appointments SET status = 'lapsed', starts_at = ?2, ends_at = ?2 + 60000 WHERE id = ?1")
      .bind(appointment.id, Date.now() - 5 * DAY)
      .run();
    await runDaily(Date.now());
    expect((await filesOfAppointment(appointment.id))[0]?.state).toBe('stored');
  });
});

describe("the patient's account", () => {
  it('downloads the answers and the list of files, and lists who opened the files', async () => {
    const account = await createAccount('patient');
    const cookie = await signInWith(account.email, account.password);
    const doctorAccount = await createAccount('doctor');
    const doctor = await testDoctor(undefined, { name: 'Dr Leela Menon', accountId: doctorAccount.id });
    const doctorCookie = await signInWith(doctorAccount.email, doctorAccount.password);
    const appointment = await booked(doctor, { accountId: account.id, phone: '+919812300066' });
    await upload(appointment, { name: 'ecg.pdf', bytes: pdf() }, { label: 'scan', note: 'ECG' });
    await postIntake(appointment, HINDI_ANSWERS);
    const [file] = await filesOfAppointment(appointment.id);
    await (
      await get(`/doctor/appointments/${appointment.reference}/files/${file?.id}?download=1`, doctorCookie)
    ).arrayBuffer();

    const data = await (await get('/privacy/my-data', cookie)).json<{
      beforeConsultation: {
        reference: string;
        answers: { complaint: string };
        files: { name: string; label: string }[];
      }[];
    }>();
    const mine = data.beforeConsultation.find((entry) => entry.reference === appointment.reference);
    expect(mine?.answers.complaint).toBe(HINDI_ANSWERS.complaint);
    expect(mine?.files).toEqual([
      expect.objectContaining({ name: 'ecg.pdf', label: 'scan', note: 'ECG', type: 'application/pdf' }),
    ]);

    const access = visibleText(await (await get('/account/records/access', cookie)).text());
    expect(access).toContain(INTAKE_COPY_EN.access.heading);
    expect(access).toContain('Dr Leela Menon');
    expect(access).toContain(`${INTAKE_COPY_EN.access.download}: ecg.pdf`);

    // The account's appointment card offers the upload form, posting to the appointment with its key.
    const cards = await (await get('/account/appointments', cookie)).text();
    expect(cards).toContain(`action="/appointments/${appointment.reference}/files"`);
  });
});

describe('admins and reminders', () => {
  it('shows an admin the count and size of the files, never their names', async () => {
    const appointment = await booked(await testDoctor());
    await upload(appointment, { name: 'private-biopsy.pdf', bytes: pdf() });
    const admin = await signIn('admin', 'admin');
    const text = visibleText(await (await get(`/admin/appointments/${appointment.reference}`, admin)).text());
    expect(text).toContain('The patient has added 1 file (0.0 MB).');
    expect(text).not.toContain('private-biopsy');
  });

  it('says in the evening reminder, in both languages, that reports can be added on the page it links', () => {
    const facts = {
      reference: 'AP-7K3F9Q',
      doctorName: 'Dr Kavya Rao',
      start: Date.now() + 20 * HOUR,
      end: Date.now() + 21 * HOUR,
      mode: 'video' as const,
      fee: 50000,
      patientName: 'Meena Iyer',
      patientPhone: '+919812300044',
      patientEmail: 'meena@example.com',
    };
    const context = {
      siteName: 'CareLine Health',
      siteUrl: SITE,
      supportPhone: '+91 90000 00000',
      appointmentUrl: `${SITE}/appointments/AP-7K3F9Q?key=abc`,
    };
    const en = renderNotification('appointment.reminder-evening', 'en', { ...facts, locale: 'en' }, context);
    expect(en.text).toContain('add your reports, scans and photos there');
    expect(en.text).toContain(context.appointmentUrl);
    const hi = renderNotification('appointment.reminder-evening', 'hi', { ...facts, locale: 'hi' }, context);
    expect(hi.text).toContain('अपनी रिपोर्ट, स्कैन और फ़ोटो जोड़ सकते हैं');
    expect(hi.text).toContain(context.appointmentUrl);
  });
});
