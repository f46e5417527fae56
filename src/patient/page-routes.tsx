// The patient's appointment: /appointments (the lookup by reference and mobile), /appointments/<reference>?key=…
// (the page, in its booking's language, or in its address's when the link asks with &lang=, as the patient's area
// does), its calendar file, and the posts that cancel it (after a page that shows the refund) or ask for another time
// (after a page that asks), and the phone section's WhatsApp and reminder choices (phone-choice.ts), answered in the
// language of the page that posted. Without a valid key every address shows the lookup form, and a wrong
// reference-and-mobile pair answers exactly as an unknown reference: nothing tells whether a reference exists.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { FORM_LIMIT, readFormFields } from '../http/form';
import { withinRateLimit } from '../http/rate-limit';
import { refusalText } from '../http/refusals';
import { appointmentOutbox, handOver } from '../notifications';
import {
  APPOINTMENTS_PATH,
  appointmentKey,
  appointmentLinkSecret,
  appointmentPath,
  bookingPath,
  isAppointmentKey,
  keyedAppointmentPath,
  pageLocale,
  calendarFile,
  refundOfAppointment,
  askAnotherTime,
  cancelAppointment,
  findAppointment,
  findPatientAppointment,
  isOpen,
  refundIfCancelled,
  prescriptionIssuedAt,
  type Appointment,
  findDoctor,
  configuredGateway,
  refundAfterCancel,
} from '../appointments';
import { paymentCallback, paymentChoices, startPayment } from './pay-routes';
import { AnotherTimePage } from './pages/AnotherTimePage';
import { AppointmentPage } from './pages/AppointmentPage';
import { CancelPage, refundTerms } from './pages/CancelPage';
import { doctorName } from './pages/DoctorFacts';
import { LookupPage, type LookupState } from './pages/LookupPage';
import { inBackground } from '../http/background';
import { noStore, patientPage } from './patient-page';
import { PATIENT_ACTOR } from '../audit';
import { APPOINTMENT_COPY } from './copy';
import {
  type LinkRead,
  linkReference,
  readLink,
  readLookup,
  readPageQuery,
  readPhoneChoice,
  readStepAnswers,
} from './link-input';
import { phoneSectionOf, switchReminders, switchWhatsapp } from './phone-choice';
import { readFlash } from '../http/flash';
import type { IntakeFormState } from './intake/IntakeSection';
import { doneNotice, intakeSectionData } from './intake/section-data';

export type Status = 200 | 400 | 404 | 409 | 411 | 413 | 415 | 429 | 503;

/** The appointment a link opens; null for a malformed or unknown reference, or a key not made for it. */
export async function opened(c: Context<AppEnv>, db: D1Database, link: LinkRead) {
  if (!link.ok) return null;
  const { reference, key } = link.value;
  const appointment = await findAppointment(db, reference);
  if (!appointment) return null;
  const valid = await isAppointmentKey(appointmentLinkSecret(c.env), reference, appointment.patientPhone, key);
  return valid ? { appointment, key } : null;
}

function lookup(c: Context<AppEnv>, locale: Locale, status: Status, form?: LookupState) {
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const path = localizedPath(APPOINTMENTS_PATH, locale);
  noStore(c);
  c.status(status);
  return c.render(<LookupPage action={path} form={form} />, {
    page: patientPage(locale, path, APPOINTMENT_COPY[locale].lookup.title, localizedPath(APPOINTMENTS_PATH, other)),
    bare: true,
  });
}

/**
 * What an appointment address shows without a valid key: the lookup form, the reference filled in when it is one;
 * with a key that opens nothing (malformed, wrong, or for no appointment), a 400 that says so, the same for each.
 */
function badKey(c: Context<AppEnv>, locale: Locale, link: LinkRead, path: { reference?: string }, keyGiven: boolean) {
  const reference = linkReference(link, path);
  const values = reference ? { reference } : {};
  if (!keyGiven) return lookup(c, locale, 200, { values });
  const message =
    (!link.ok && (link.problems.reference ?? link.problems.key)) || APPOINTMENT_COPY[locale].lookup.badLink;
  return lookup(c, locale, 400, { values, message });
}

/** The appointment's page in `locale`: its booking's language, or its address's where the link asked for it. */
export async function showAppointment(
  c: Context<AppEnv>,
  db: D1Database,
  appointment: Appointment,
  key: string,
  locale: Locale,
  status: Status = 200,
  message?: string,
  intakeState: { form?: IntakeFormState; notice?: string } = {},
) {
  const refunding = appointment.payment === 'refund-due' || appointment.payment === 'refunded';
  const now = Date.now();
  const [doctor, refund, issuedAt, phone, pay, intake] = await Promise.all([
    findDoctor(db, appointment.doctorId),
    refunding ? refundOfAppointment(db, appointment.id) : null,
    prescriptionIssuedAt(db, appointment.id),
    phoneSectionOf(c.env ?? {}, db, appointment),
    paymentChoices(c.env ?? {}, db, appointment, c.get('config').upi),
    intakeSectionData(db, appointment, now),
  ]);
  noStore(c);
  c.status(status);
  return c.render(
    <AppointmentPage
      appointment={appointment}
      doctor={doctor}
      appointmentKey={key}
      upiLink={pay.upiLink}
      gatewayPay={pay.gatewayPay}
      paidOnline={pay.paidOnline}
      bookingHref={doctor?.active ? bookingPath(doctor.id, locale) : null}
      refund={refund}
      prescriptionIssuedAt={issuedAt}
      phone={phone}
      now={now}
      message={message}
      intake={{ data: intake, ...intakeState }}
    />,
    {
      page: patientPage(
        locale,
        appointmentPath(appointment.reference, locale),
        APPOINTMENT_COPY[locale].appointment.title(appointment.reference),
        null,
      ),
      bare: true,
    },
  );
}

/** A posted form with its key: the appointment it opens, or the answer to give instead. */
async function postedTo(c: Context<AppEnv>, locale: Locale) {
  const db = c.env?.DB;
  if (!db) return { answer: c.text(refusalText('storeUnavailable', locale), 503) };
  const path = c.req.param();
  const read = await readFormFields(c.req);
  if (!read.ok)
    return { answer: lookup(c, locale, read.status, { values: {}, message: refusalText(read.refusal, locale) }) };
  // The key comes with the form (a missing one is a link that opens nothing, as a wrong one is).
  const link = readLink(locale, path, read.fields);
  const found = await opened(c, db, link);
  if (!found) return { answer: badKey(c, locale, link, path, true) };
  return { db, ...found, fields: read.fields, answers: readStepAnswers(read.fields) };
}

/** A link with its key in the query string: the appointment it opens, or the answer to give instead. */
async function linkedTo(c: Context<AppEnv>, locale: Locale) {
  const db = c.env?.DB;
  if (!db) return { answer: c.text(refusalText('storeUnavailable', locale), 503) };
  const path = c.req.param();
  const query = c.req.query();
  const link = readLink(locale, path, query);
  const found = await opened(c, db, link);
  // No key at all: the lookup form; a key, even an empty one, that opens nothing: a bad link.
  if (!found) return { answer: badKey(c, locale, link, path, Object.hasOwn(query, 'key')) };
  return { db, ...found, query };
}

/** A phone choice posted from the appointment page (on or off), changed by `change`, then back to the page. */
function phoneChoiceAnswer(locale: Locale, change: typeof switchWhatsapp) {
  return async (c: Context<AppEnv>) => {
    const posted = await postedTo(c, locale);
    if ('answer' in posted) return posted.answer;
    const { db, appointment, key, fields } = posted;
    const choice = readPhoneChoice(locale, fields);
    if (!choice.ok) return showAppointment(c, db, appointment, key, locale, 400, choice.problems.choice);
    noStore(c);
    const back = keyedAppointmentPath(appointment.reference, key, locale, appointment.locale);
    return change(c, db, appointment, choice.value.choice, back);
  };
}

function pageRoutesIn(locale: Locale) {
  const words = APPOINTMENT_COPY[locale];
  const base = localizedPath(APPOINTMENTS_PATH, locale);
  const one = `${base}/:reference`;

  return (
    new Hono<AppEnv>()
      .get(base, (c) => lookup(c, locale, 200))
      .post(base, FORM_LIMIT, async (c) => {
        const db = c.env?.DB;
        if (!db) return c.text(refusalText('storeUnavailable', locale), 503);
        const read = await readFormFields(c.req);
        if (!read.ok) return lookup(c, locale, read.status, { values: {}, message: refusalText(read.refusal, locale) });
        // What was typed, shown again as typed whatever is wrong with it.
        const typed = { reference: (read.fields.reference ?? '').trim(), phone: (read.fields.phone ?? '').trim() };
        const checked = readLookup(locale, read.fields);
        if (!checked.ok)
          return lookup(c, locale, 400, {
            values: typed,
            referenceProblem: checked.problems.reference,
            phoneProblem: checked.problems.phone,
          });
        if (!(await withinRateLimit(c, 'appointment-lookup', null, 'REQUEST_RATE_LIMITER')))
          return lookup(c, locale, 429, { values: typed, message: refusalText('tooManyRequests', locale) });
        const { reference, phone } = checked.value;
        const appointment = await findPatientAppointment(db, reference, phone);
        if (!appointment) return lookup(c, locale, 404, { values: typed, message: words.lookup.notFound });
        const key = await appointmentKey(appointmentLinkSecret(c.env), appointment.reference, appointment.patientPhone);
        noStore(c);
        return c.redirect(`${appointmentPath(appointment.reference, appointment.locale)}?key=${key}`, 303);
      })
      .get(one, readFlash, async (c) => {
        const linked = await linkedTo(c, locale);
        if ('answer' in linked) return linked.answer;
        const { db, appointment, key, query } = linked;
        // The page speaks the language the booking was made in, unless the link asked for its address's (`lang`).
        const shown = pageLocale(locale, appointment.locale, readPageQuery(query).lang);
        if (shown !== locale) {
          noStore(c);
          return c.redirect(keyedAppointmentPath(appointment.reference, key, shown, shown), 302);
        }
        return showAppointment(c, db, appointment, key, locale, 200, undefined, {
          notice: doneNotice(locale, query.done),
        });
      })
      .get(`${one}/pay`, async (c) => {
        // "Pay ₹599" is a link (the CSP's form-action keeps a form's redirect on the site): the payment link is made
        // once per appointment, so opening it twice opens the same hosted page.
        const linked = await linkedTo(c, locale);
        if ('answer' in linked) return linked.answer;
        const { db, appointment, key } = linked;
        return startPayment(c, db, appointment, key, (status, message) =>
          showAppointment(c, db, appointment, key, locale, status, message),
        );
      })
      .get(`${one}/paid`, async (c) => {
        const linked = await linkedTo(c, locale);
        if ('answer' in linked) return linked.answer;
        const { db, appointment, key } = linked;
        return paymentCallback(c, db, appointment, key, locale, (status, message) =>
          showAppointment(c, db, appointment, key, locale, status, message),
        );
      })
      .get(`${one}/calendar.ics`, async (c) => {
        const linked = await linkedTo(c, locale);
        if ('answer' in linked) return linked.answer;
        const { db, appointment } = linked;
        const config = c.get('config');
        const doctor = await findDoctor(db, appointment.doctorId);
        const said = APPOINTMENT_COPY[appointment.locale];
        const name = doctor ? doctorName(doctor, appointment.locale) : appointment.doctorName;
        const file = calendarFile(
          {
            uid: `${appointment.reference}@${new URL(config.siteUrl).host}`,
            start: appointment.start,
            end: appointment.end,
            summary: said.calendarFile.summary(name),
            description: said.calendarFile.description(appointment.reference, said.modes[appointment.mode]),
            location: appointment.mode === 'video' ? (doctor?.meetingLink ?? undefined) : undefined,
            stamp: Date.now(),
          },
          `-//${config.siteName}//Appointments//EN`,
        );
        return c.body(file, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${appointment.reference}.ics"`,
          'Cache-Control': 'no-store',
        });
      })
      .post(`${one}/cancel`, FORM_LIMIT, async (c) => {
        const posted = await postedTo(c, locale);
        if ('answer' in posted) return posted.answer;
        const { db, appointment, key, answers } = posted;
        // A form posts from the appointment's page at this address: the answer speaks its language.
        const said = APPOINTMENT_COPY[locale];
        if (!isOpen(appointment.status))
          return showAppointment(c, db, appointment, key, locale, 409, said.refusals.notAllowed);
        const now = Date.now();
        const path = appointmentPath(appointment.reference, locale);
        const back = keyedAppointmentPath(appointment.reference, key, locale, appointment.locale);
        const refund = refundIfCancelled(appointment, 'patient', now);
        // The step before: what comes back. Shown again, with a note, if the terms changed since it was shown.
        const changed = answers.confirm && answers.terms !== refundTerms(refund);
        if (!answers.confirm || changed) {
          noStore(c);
          if (changed) c.status(409);
          const doctor = await findDoctor(db, appointment.doctorId);
          return c.render(
            <CancelPage
              appointment={appointment}
              doctorLabel={doctor ? doctorName(doctor, locale) : appointment.doctorName}
              appointmentKey={key}
              refund={refund}
              appointmentHref={path}
              changed={changed}
            />,
            { page: patientPage(locale, `${path}/cancel`, said.cancel.title, null), bare: true },
          );
        }
        const outbox = appointmentOutbox(c.env, 'appointment.cancelled', now);
        const cancelled = await cancelAppointment(db, {
          reference: appointment.reference,
          by: 'patient',
          actor: PATIENT_ACTOR,
          now,
          alongside: outbox.alongside,
        });
        if (!cancelled.ok) {
          const current = cancelled.appointment ?? appointment;
          const message = cancelled.reason === 'conflict' ? said.refusals.conflict : said.refusals.notAllowed;
          return showAppointment(c, db, current, key, locale, 409, message);
        }
        inBackground(c, handOver(c.env, outbox.ids(), Date.now()));
        // Paid through the gateway: its refund starts now, with its idempotency key (decision 0032).
        if (cancelled.cancelled.refund && cancelled.cancelled.refund.amount > 0)
          await refundAfterCancel(db, configuredGateway(c.env ?? {}).gateway, {
            reference: appointment.reference,
            actor: PATIENT_ACTOR,
            now: Date.now(),
          });
        noStore(c);
        return c.redirect(back, 303);
      })
      // The phone section's two forms: WhatsApp for this booking, and reminders to its number (the number's choice).
      .post(`${one}/whatsapp`, FORM_LIMIT, phoneChoiceAnswer(locale, switchWhatsapp))
      .post(`${one}/reminders`, FORM_LIMIT, phoneChoiceAnswer(locale, switchReminders))
      .post(`${one}/another-time`, FORM_LIMIT, async (c) => {
        const posted = await postedTo(c, locale);
        if ('answer' in posted) return posted.answer;
        const { db, appointment, key, answers } = posted;
        const said = APPOINTMENT_COPY[locale];
        const back = keyedAppointmentPath(appointment.reference, key, locale, appointment.locale);
        if (!isOpen(appointment.status))
          return showAppointment(c, db, appointment, key, locale, 409, said.refusals.notAllowed);
        // Asked already: nothing to confirm, the page says a coordinator will call.
        if (appointment.rescheduleAskedAt !== null) {
          noStore(c);
          return c.redirect(back, 303);
        }
        // The step before: what asking does, "Yes, ask for another time" or "Keep my appointment".
        if (!answers.confirm) {
          noStore(c);
          const path = appointmentPath(appointment.reference, locale);
          const doctor = await findDoctor(db, appointment.doctorId);
          return c.render(
            <AnotherTimePage
              appointment={appointment}
              doctorLabel={doctor ? doctorName(doctor, locale) : appointment.doctorName}
              appointmentKey={key}
              appointmentHref={path}
            />,
            { page: patientPage(locale, `${path}/another-time`, said.anotherTime.title, null), bare: true },
          );
        }
        const asked = await askAnotherTime(db, {
          reference: appointment.reference,
          actor: PATIENT_ACTOR,
          now: Date.now(),
        });
        if (!asked.ok) {
          const message = asked.reason === 'conflict' ? said.refusals.conflict : said.refusals.notAllowed;
          return showAppointment(c, db, asked.appointment ?? appointment, key, locale, 409, message);
        }
        noStore(c);
        return c.redirect(back, 303);
      })
  );
}

export const appointmentPageRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) appointmentPageRoutes.route('/', pageRoutesIn(locale));
