// /doctors/<id>/book (and /hi/...): a doctor's free times and the form that holds one. A pick is read and checked
// like a request form (same field rules and messages, same one-time token and dedupe key, same rate limiter), the
// slot checked against the doctor's offer, then booked as 'requested' with a hold, the coordinators' message written
// in the same batch; the answer is a 303 to the appointment page with its key. A refused pick comes back as the
// page with what was typed, what is wrong and fresh slots.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { bookingPrefill, postingAccount } from '../auth';
import type { AppEnv } from '../env';
import { FORM_LIMIT, readFormFields } from '../http/form';
import { withinRateLimit } from '../http/rate-limit';
import { refusalText } from '../http/refusals';
import { appointmentOutbox, handOver } from '../notifications';
import { notFound } from '../render/not-found';
import {
  appointmentKey,
  appointmentLinkSecret,
  appointmentPath,
  bookingPath,
  checkSlot,
  PATIENT_DAYS,
  slotBoard,
  findDoctor,
  heldPicksOf,
  insertAppointment,
  type DoctorRecord,
} from '../appointments';
import { inBackground } from '../http/background';
import { dedupeKey } from '../http/dedupe';
import { noStore, patientPage } from './patient-page';
import { PickPage, type PickFormState } from './pages/PickPage';
import { readDoctorId, readPick } from './pick-form';
import { APPOINTMENT_COPY } from './copy';
import { doctorName } from './pages/DoctorFacts';
import { formatNumber } from './pages/when';

/** How many picks one mobile number may have waiting for a coordinator with one doctor at once. */
export const MAX_HELD_PICKS = 3;

/** The doctor a pick-a-time address names, when they are on the site and taking bookings. */
async function bookableDoctor(db: D1Database, locale: Locale, path: { id?: string }): Promise<DoctorRecord | null> {
  const id = readDoctorId(locale, path);
  if (id === null) return null;
  const doctor = await findDoctor(db, id);
  return doctor?.active ? doctor : null;
}

function pickRoutesIn(locale: Locale) {
  const words = APPOINTMENT_COPY[locale];
  const other: Locale = locale === 'en' ? 'hi' : 'en';

  /** The page, with the doctor's free slots as they are now (none in the past). */
  const render = async (c: Context<AppEnv>, db: D1Database, doctor: DoctorRecord, form?: PickFormState) => {
    const now = Date.now();
    const board = (await slotBoard(db, doctor.id, now, PATIENT_DAYS)) ?? [];
    const free = board.filter((slot) => slot.state === 'free' && slot.start > now);
    const path = bookingPath(doctor.id, locale);
    noStore(c);
    return c.render(
      <PickPage doctor={doctor} slots={free} action={path} callbackHref={localizedPath('/book', locale)} form={form} />,
      {
        page: patientPage(locale, path, words.pick.title(doctorName(doctor, locale)), bookingPath(doctor.id, other)),
        bare: true,
      },
    );
  };

  const withStatus = (c: Context<AppEnv>, status: 400 | 404 | 409 | 413 | 415 | 429 | 503) => {
    c.status(status);
    return c;
  };

  return new Hono<AppEnv>()
    .get(localizedPath('/doctors/:id/book', locale), async (c) => {
      const db = c.env?.DB;
      if (!db) return c.text(refusalText('storeUnavailable', locale), 503);
      const doctor = await bookableDoctor(db, locale, c.req.param());
      if (!doctor) return notFound(c);
      // Signed in: the form starts with the account's own name, mobile and e-mail.
      const prefill = await bookingPrefill(c);
      return render(c, db, doctor, Object.keys(prefill).length > 0 ? { values: { ...prefill } } : undefined);
    })
    .post(localizedPath('/doctors/:id/book', locale), FORM_LIMIT, async (c) => {
      const db = c.env?.DB;
      if (!db) return c.text(refusalText('storeUnavailable', locale), 503);
      const doctor = await bookableDoctor(db, locale, c.req.param());
      if (!doctor) return notFound(c);
      const read = await readFormFields(c.req, { once: true });
      if (!read.ok)
        return render(withStatus(c, read.status), db, doctor, {
          values: {},
          message: refusalText(read.refusal, locale),
        });
      const form = read.fields;
      // What was typed, shown again as typed whatever is wrong with it.
      const kept = {
        name: form.name ?? '',
        phone: form.phone ?? '',
        email: form.email ?? '',
        mode: form.mode ?? '',
        whatsapp: form.whatsapp ? 'yes' : '',
      };
      const pick = readPick(locale, form);
      if (!pick.ok) {
        if ('robot' in pick) return render(withStatus(c, 400), db, doctor, { values: kept, message: pick.robot });
        const { slot, mode, ...problems } = pick.problems;
        return render(withStatus(c, 400), db, doctor, {
          values: { ...kept, slot: form.slot ?? '' },
          problems,
          slotMessage: slot,
          modeMessage: mode,
        });
      }
      if (!(await withinRateLimit(c, 'appointment', null, 'REQUEST_RATE_LIMITER')))
        return render(withStatus(c, 429), db, doctor, {
          values: kept,
          message: refusalText('tooManyRequests', locale),
        });

      const { pick: chosen, values } = pick;
      const now = Date.now();
      const check = await checkSlot(db, doctor.id, chosen.start, now, PATIENT_DAYS);
      if (!check.ok && check.problem === 'unknown-doctor') return notFound(c);
      // A time in the past, or one the doctor does not offer: refused. A taken one may be this very submission's,
      // sent twice: the booking below answers with the first reference, or 'taken'.
      if (!check.ok && check.problem !== 'taken')
        return render(withStatus(c, 400), db, doctor, { values: kept, slotMessage: words.pick.problems.gone });
      const slot = check.ok ? check.slot : { start: chosen.start, end: chosen.start + doctor.minutes * 60_000 };
      const key = await dedupeKey('appointment', chosen.token, { ...values, doctor: doctor.id, locale });
      // One number cannot hold a doctor's whole evening: a few picks wait for a coordinator at a time.
      if ((await heldPicksOf(db, { phone: chosen.phone, doctorId: doctor.id, except: key }, now)) >= MAX_HELD_PICKS)
        return render(withStatus(c, 429), db, doctor, {
          values: kept,
          message: words.pick.problems.tooManyHeld(formatNumber(MAX_HELD_PICKS, locale)),
        });
      const facts = {
        doctorName: doctor.name,
        doctorNameHi: doctor.wordsHi.name ?? null,
        start: slot.start,
        end: slot.end,
        mode: chosen.mode,
        fee: doctor.fee,
        patientName: chosen.name,
        patientPhone: chosen.phone,
        patientEmail: chosen.email,
        // Messages to the phone start on WhatsApp only when the patient ticked the box (SMS otherwise).
        whatsapp: chosen.whatsapp,
        locale,
      };
      // Booked while signed in: the appointment is linked to the account (read only when a session cookie came).
      const account = await postingAccount(c);
      // The coordinators' message commits with the booking; the queue hears of it after the answer has gone.
      const outbox = appointmentOutbox(c.env, 'appointment.coordinators', now);
      let booked: Awaited<ReturnType<typeof insertAppointment>>;
      try {
        booked = await insertAppointment(
          db,
          {
            ...facts,
            doctorId: doctor.id,
            accountId: account?.id ?? null,
            requestReference: null,
            status: 'requested',
            // Held for the configured time while a coordinator confirms it, and never past its own start.
            holdExpiresAt: Math.min(now + c.get('config').holdMinutes * 60_000, slot.start),
            dedupeKey: key,
            actor: 'patient',
            now,
          },
          (db, reference, written) => outbox.alongside(db, { ...facts, reference }, written),
        );
      } catch (error) {
        console.error('appointments: could not store a pick', error);
        return render(withStatus(c, 503), db, doctor, {
          values: kept,
          message: refusalText('storeUnavailable', locale),
        });
      }
      if (!booked.ok) {
        if (booked.reason === 'unknown-doctor') return notFound(c);
        return render(withStatus(c, 409), db, doctor, { values: kept, slotMessage: words.pick.problems.taken });
      }
      if (!booked.duplicate) inBackground(c, handOver(c.env, outbox.ids(), Date.now()));
      const pageKey = await appointmentKey(appointmentLinkSecret(c.env), booked.reference, chosen.phone);
      noStore(c);
      return c.redirect(`${appointmentPath(booked.reference, locale)}?key=${pageKey}`, 303);
    });
}

export const pickRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) pickRoutes.route('/', pickRoutesIn(locale));
