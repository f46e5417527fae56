// The Appointments entry's routes under /admin/appointments: the requests inbox's (its CSV and status changes), then
// the appointments' CSV, the create form and its post, an appointment's page and its actions. Every action is a POST
// form (the site's same-origin check refuses others), answered with a redirect and a flash message, or with the page
// again and a clear message: a taken time, a lost race, a move the status does not allow. The core audits each change.
import { Hono, type Context } from 'hono';
import { EMAIL_PATTERN } from '../../../../shared/auth/validation';
import { normalizeIndianMobile } from '../../../../shared/requests/phone';
import {
  APPOINTMENT_MODES,
  APPOINTMENT_REFERENCE,
  cancelAppointment,
  changeStatus,
  configuredGateway,
  refundAfterCancel,
  checkSlot,
  COORDINATOR_DAYS,
  appointmentBatches,
  recordAppointmentsExport,
  findAppointment,
  findDoctor,
  insertAppointment,
  rescheduleAppointment,
  tooEarlyWords,
  type AppointmentStatus,
  type Changed,
} from '../../../appointments';
import type { AppEnv } from '../../../env';
import { inBackground } from '../../../http/background';
import { redirectWithFlash, readFlash } from '../../../http/flash';
import { readFormFields } from '../../../http/form';
import { checkFields, lenient, readAs, z } from '../../../http/validate';
import { refusalText } from '../../../http/refusals';
import { FORM_LIMIT } from '../../../http/replies';
import { appointmentOutbox, handOver, type AppointmentEvent } from '../../../notifications';
import type { AreaPage } from '../../../render/area-routes';
import { setRequestStatus } from '../../../requests';
import { actorOf, adminDb } from '../../db';
import { CONSULTS_PATH } from '../../paths';
import { APPOINTMENTS_CSV_HEADER, appointmentCsvRow } from './appointments-csv';
import { csvStream, mapBatches } from '../../../http/csv';
import { formValues, showDetail, showForm } from './appointment-pages';
import { MESSAGES, MOVE_WORDS, readAppointmentsQuery } from './appointment-copy';
import { appointmentPaths } from '../shared/links';
import { inboxActions } from './RequestsInbox';

/** The same form (its one-time token) with the same doctor, time and number is one booking. */
async function dedupeKey(token: string, doctorId: string, start: number, phone: string): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify(['admin', token, doctorId, start, phone]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const SLOT_MESSAGES = {
  past: 'That time has passed. Choose a time to come.',
  'not-offered': 'That time is not one of the doctor’s slots (outside working hours, in a break or on a day off).',
  'unknown-doctor': 'Choose an active doctor.',
  taken: MESSAGES.taken,
} as const;

/** A free time chosen (the booking and reschedule forms): its start, an instant in ms. */
const slotField = readAs((text) => (/^\d{1,15}$/.test(text) ? Number(text) : null), 'Choose one of the free times.');

/** The move form: the status to move to, and where it came from (Live Consults' buttons come back to its list). */
const MOVE_FORM = z.object({
  to: readAs(
    (text) => (Object.hasOwn(MOVE_WORDS, text) ? (text as AppointmentStatus) : null),
    'Choose a status: in consultation, completed or no-show.',
  ),
  back: lenient((text) => (text === 'consults' ? CONSULTS_PATH : undefined)),
});

/** The reschedule form: the free time chosen (checked against the doctor's slots after). */
const RESCHEDULE_FORM = z.object({ slot: slotField });

/** The booking form's own fields, in the order they are checked (the request and the doctor are looked up first). */
const BOOKING_FIELDS = z.object({
  slot: slotField,
  mode: readAs((text) => APPOINTMENT_MODES.find((mode) => mode === text) ?? null, 'Choose video, audio call or chat.'),
  name: readAs((text) => {
    const name = text.trim();
    return name.length >= 2 && name.length <= 100 ? name : null;
  }, 'Enter the patient’s name (2 to 100 characters).'),
  phone: readAs(
    (text) => normalizeIndianMobile(text.trim()),
    'Enter an Indian mobile number: ten digits starting with 6, 7, 8 or 9, with or without +91.',
  ),
  email: readAs((text) => {
    const email = text.trim();
    return email === '' || (email.length <= 254 && EMAIL_PATTERN.test(email)) ? email : null;
  }, 'Enter a valid email address, or leave it empty.'),
  locale: readAs((text) => (text === 'en' || text === 'hi' ? text : null), 'Choose English or Hindi.'),
  // The patient's WhatsApp choice, asked on the phone: a ticked box sends its value, an empty one nothing.
  whatsapp: lenient((text) => text !== ''),
});

export function appointmentsActions(path: string, page: AreaPage): Hono<AppEnv> {
  const paths = appointmentPaths(path);
  const routes = new Hono<AppEnv>();
  // The requests inbox's own routes first: its CSV (export.csv) is no appointment reference.
  routes.route('/', inboxActions(path));

  routes.get(paths.csv, async (c) => {
    const { after: _, ...filter } = readAppointmentsQuery(new URL(c.req.url).searchParams);
    const now = Date.now();
    const db = adminDb(c);
    // Every matching appointment, however many: recorded first, then streamed a batch at a time.
    await recordAppointmentsExport(db, filter, actorOf(c), now);
    const day = new Date(now).toISOString().slice(0, 10);
    const rows = mapBatches(appointmentBatches(db, filter, now), appointmentCsvRow);
    return csvStream(`appointments-${day}.csv`, APPOINTMENTS_CSV_HEADER, rows);
  });

  routes.get(paths.create, readFlash, async (c) => {
    const { values, request } = await formValues(adminDb(c), c.req.query(), Date.now());
    if (values.request && !request)
      return showForm(
        c,
        page,
        path,
        { ...values, request: '' },
        { status: 404, error: 'There is no request with that reference.' },
      );
    return showForm(c, page, path, values);
  });

  routes.post(paths.create, FORM_LIMIT, async (c) => {
    const db = adminDb(c);
    const read = await readFormFields(c.req, { once: true });
    if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
    const now = Date.now();
    const { values, request } = await formValues(db, read.fields, now);
    const refuse = (error: string, status: 400 | 409 | 503 = 400) => showForm(c, page, path, values, { status, error });
    if (values.request && !request) return refuse('There is no request with that reference.');
    const doctor = values.doctor ? await findDoctor(db, values.doctor) : null;
    if (!doctor?.active) return refuse('Choose an active doctor.');
    const checked = checkFields(BOOKING_FIELDS, values);
    if (!checked.ok) return refuse(Object.values(checked.problems)[0] ?? '');
    const { slot: start, mode, name, phone, email, locale, whatsapp } = checked.value;
    const slot = await checkSlot(db, doctor.id, start, now, COORDINATOR_DAYS);
    // A taken time may be this very form's first submission: the insert answers with its reference then.
    if (!slot.ok && (slot.problem !== 'taken' || !values.token))
      return refuse(SLOT_MESSAGES[slot.problem], slot.problem === 'taken' ? 409 : 400);
    const end = slot.ok ? slot.slot.end : start + doctor.minutes * 60_000;
    const actor = actorOf(c);
    let booked: Awaited<ReturnType<typeof insertAppointment>>;
    try {
      booked = await insertAppointment(db, {
        doctorId: doctor.id,
        start,
        end,
        mode,
        fee: doctor.fee,
        patientName: name,
        patientPhone: phone,
        patientEmail: email || null,
        whatsapp,
        accountId: null,
        requestReference: request?.reference ?? null,
        locale,
        status: 'scheduled',
        holdExpiresAt: null,
        dedupeKey: values.token ? await dedupeKey(values.token, doctor.id, start, phone) : null,
        actor: actor.email ?? actor.id,
        now,
      });
    } catch (error) {
      console.error('admin: could not store an appointment', error);
      return refuse('The appointment could not be saved just now. Please try again in a minute.', 503);
    }
    if (!booked.ok)
      return refuse(
        booked.reason === 'taken'
          ? MESSAGES.taken
          : booked.reason === 'request-booked'
            ? 'An appointment was already made from this request. Open it from the request.'
            : 'Choose an active doctor.',
        booked.reason === 'unknown-doctor' ? 400 : 409,
      );
    // The request is marked contacted (recorded with who and when in the audit log), unless already further on.
    if (request && request.status === 'new') await setRequestStatus(db, request.reference, 'contacted', actor, now);
    return redirectWithFlash(c, paths.detail(booked.reference), 'appointment-created');
  });

  routes.get(`${path}/:reference`, readFlash, async (c) => {
    const reference = c.req.param('reference') ?? '';
    return showDetail(c, page, path, APPOINTMENT_REFERENCE.test(reference) ? reference : 'AP-NONE');
  });

  /** An action's answer: back to the page with its flash, or the page again with what went wrong. */
  const answer = (
    c: Context<AppEnv>,
    reference: string,
    changed: Changed | { ok: true },
    done: Parameters<typeof redirectWithFlash>[2],
    location = paths.detail(reference),
  ) => {
    if (changed.ok) return redirectWithFlash(c, location, done);
    if (changed.reason === 'not-found') return showDetail(c, page, path, reference);
    if (changed.reason === 'too-early')
      return showDetail(c, page, path, reference, {
        status: 409,
        error: tooEarlyWords(changed.move, changed.opensAt, Date.now()),
      });
    const error =
      changed.reason === 'taken'
        ? MESSAGES.taken
        : changed.reason === 'conflict'
          ? MESSAGES.conflict
          : MESSAGES.notAllowed(changed.appointment?.status ?? 'completed');
    return showDetail(c, page, path, reference, { status: 409, error });
  };

  /** The posted form of an action on an existing appointment, or the refusal to send. */
  const readAction = async (c: Context<AppEnv>) => {
    const reference = c.req.param('reference') ?? '';
    const read = await readFormFields(c.req);
    if (!read.ok) return { refusal: c.text(refusalText(read.refusal, 'en'), read.status) } as const;
    if (!APPOINTMENT_REFERENCE.test(reference)) return { refusal: await showDetail(c, page, path, 'AP-NONE') } as const;
    return { reference, fields: read.fields } as const;
  };

  const withOutbox = (c: Context<AppEnv>, event: AppointmentEvent, now: number) => {
    const outbox = appointmentOutbox(c.env ?? {}, event, now);
    return { alongside: outbox.alongside, sent: () => inBackground(c, handOver(c.env ?? {}, outbox.ids(), now)) };
  };

  routes.post(paths.action(':reference', 'confirm'), FORM_LIMIT, async (c) => {
    const action = await readAction(c);
    if ('refusal' in action) return action.refusal;
    const now = Date.now();
    const outbox = withOutbox(c, 'appointment.confirmation', now);
    const changed = await changeStatus(adminDb(c), {
      reference: action.reference,
      to: 'confirmed',
      actor: actorOf(c),
      now,
      alongside: outbox.alongside,
    });
    if (changed.ok) outbox.sent();
    return answer(c, action.reference, changed, 'appointment-confirmed');
  });

  routes.post(paths.action(':reference', 'move'), FORM_LIMIT, async (c) => {
    const action = await readAction(c);
    if ('refusal' in action) return action.refusal;
    const checked = checkFields(MOVE_FORM, action.fields);
    if (!checked.ok) return c.text(Object.values(checked.problems).join(' '), 400);
    const { to, back } = checked.value;
    const changed = await changeStatus(adminDb(c), {
      reference: action.reference,
      to,
      actor: actorOf(c),
      now: Date.now(),
    });
    return answer(c, action.reference, changed, 'appointment-status-updated', back);
  });

  routes.post(paths.action(':reference', 'cancel'), FORM_LIMIT, async (c) => {
    const action = await readAction(c);
    if ('refusal' in action) return action.refusal;
    const now = Date.now();
    const outbox = withOutbox(c, 'appointment.cancelled', now);
    const cancelled = await cancelAppointment(adminDb(c), {
      reference: action.reference,
      by: 'provider',
      actor: actorOf(c),
      now,
      alongside: outbox.alongside,
    });
    if (cancelled.ok) outbox.sent();
    if (cancelled.ok && cancelled.cancelled.refund && cancelled.cancelled.refund.amount > 0)
      await refundAfterCancel(adminDb(c), configuredGateway(c.env ?? {}).gateway, {
        reference: action.reference,
        actor: actorOf(c),
        now: Date.now(),
      });
    return answer(c, action.reference, cancelled, 'appointment-cancelled');
  });

  routes.post(paths.action(':reference', 'reschedule'), FORM_LIMIT, async (c) => {
    const action = await readAction(c);
    if ('refusal' in action) return action.refusal;
    const db = adminDb(c);
    const current = await findAppointment(db, action.reference);
    if (!current) return showDetail(c, page, path, action.reference);
    const checked = checkFields(RESCHEDULE_FORM, action.fields);
    if (!checked.ok)
      return showDetail(c, page, path, action.reference, {
        status: 400,
        error: Object.values(checked.problems).join(' '),
      });
    const now = Date.now();
    const slot = await checkSlot(db, current.doctorId, checked.value.slot, now, COORDINATOR_DAYS);
    if (!slot.ok)
      return showDetail(c, page, path, action.reference, {
        status: slot.problem === 'taken' ? 409 : 400,
        error: SLOT_MESSAGES[slot.problem],
      });
    const outbox = withOutbox(c, 'appointment.rescheduled', now);
    const changed = await rescheduleAppointment(db, {
      reference: action.reference,
      start: slot.slot.start,
      end: slot.slot.end,
      actor: actorOf(c),
      now,
      alongside: outbox.alongside,
    });
    if (changed.ok) outbox.sent();
    return answer(c, action.reference, changed, 'appointment-rescheduled');
  });

  return routes;
}
