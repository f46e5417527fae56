// /account/appointments: the account's appointments, coming up (soonest first) and past (latest first), each a card
// (AppointmentCard). Under it, /account/appointments/<reference> and its /receipt and /calendar.ics open the
// appointment's own pages with their key, for the account's own appointments only: any other reference, whoever's it
// is, answers 404 exactly as one that does not exist.
import { Hono, type Context } from 'hono';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';
import {
  APPOINTMENT_REFERENCE,
  appointmentKey,
  appointmentLinkSecret,
  calendarPath,
  keyedAppointmentPath,
  receiptPath,
  payableUpiLink,
  appointmentPath,
  awaitsPayment,
  configuredGateway,
  patientPaymentOption,
} from '../../appointments';
import type { AppEnv } from '../../env';
import { ScreenUnavailableError, type AreaPage } from '../../render/area-routes';
import { notFound } from '../../render/not-found';
import { ACCOUNT_COPY } from '../copy';
import { isUpcoming, type OwnedAppointment, ownedAppointment, ownedAppointments, ownerOf } from '../linked';
import { AppointmentCard, type CardLinks } from './AppointmentCard';

/** The signed-in account's database and owner (the guard has read the user), or the area's 503. */
export function ownerAndDb(c: Context<AppEnv>, locale: Locale) {
  const user = c.get('user');
  const db = c.env?.DB;
  if (!db || !user) throw new ScreenUnavailableError(ACCOUNT_COPY[locale].unavailable);
  return { db, owner: ownerOf(user), user };
}

export async function cardLinks(c: Context<AppEnv>, entryPath: string, a: OwnedAppointment): Promise<CardLinks> {
  const base = `${entryPath}/${a.reference}`;
  const key = await appointmentKey(appointmentLinkSecret(c.env), a.reference, a.patientPhone);
  // What the patient is offered (decision 0032): the gateway's "Pay" (a link to the appointment's own pay address),
  // UPI, or both.
  const { config, gateway } = configuredGateway(c.env ?? {});
  const option = config && c.env?.DB ? await patientPaymentOption(c.env.DB, config) : 'upi';
  return {
    open: base,
    receipt: `${base}/receipt`,
    calendar: `${base}/calendar.ics`,
    appointmentKey: key,
    upi: gateway && option === 'gateway' ? null : payableUpiLink(c.get('config').upi, a),
    gateway:
      gateway && option !== 'upi' && awaitsPayment(a)
        ? `${appointmentPath(a.reference, a.locale)}/pay?key=${encodeURIComponent(key)}`
        : null,
  };
}

export interface LinkedAppointment {
  appointment: OwnedAppointment;
  links: CardLinks;
}

/** The appointments with their cards' links (their keys made here, before anything renders). */
export function withLinks(
  c: Context<AppEnv>,
  entryPath: string,
  appointments: readonly OwnedAppointment[],
): Promise<LinkedAppointment[]> {
  return Promise.all(
    appointments.map(async (appointment) => ({ appointment, links: await cardLinks(c, entryPath, appointment) })),
  );
}

export function AppointmentList({ items, locale }: { items: readonly LinkedAppointment[]; locale: Locale }) {
  return (
    <ul className="m-0 grid list-none gap-4 p-0">
      {items.map(({ appointment, links }) => (
        <li key={appointment.reference}>
          <AppointmentCard appointment={appointment} links={links} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

export async function appointmentsScreen(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const words = ACCOUNT_COPY[locale].appointments;
  const { db, owner } = ownerAndDb(c, locale);
  const all = await ownedAppointments(db, owner);
  const now = Date.now();
  const upcoming = await withLinks(c, path, all.filter((a) => isUpcoming(a, now)).reverse());
  const past = await withLinks(
    c,
    path,
    all.filter((a) => !isUpcoming(a, now)),
  );
  const section = (id: string, title: string, list: LinkedAppointment[], none: string) => (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="m-0 text-xl font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">
        {list.length === 0 ? (
          <p className="m-0 text-ink-700">{none}</p>
        ) : (
          <AppointmentList items={list} locale={locale} />
        )}
      </div>
    </section>
  );
  return (
    <>
      <p className="m-0 text-ink-700">{words.lead}</p>
      {section('account-upcoming', words.upcomingTitle, upcoming, words.noneUpcoming)}
      {section('account-past', words.pastTitle, past, words.nonePast)}
    </>
  );
}

/**
 * The appointment's own pages, for the account's own appointments; 404 for any other reference. The page opens in the
 * area's language (it asks to stay in it when the booking was made in the other); the receipt and the calendar file
 * are documents in the booking's language.
 */
export function appointmentActions(path: string, _page: AreaPage): Hono<AppEnv> {
  const { locale } = localeOfPath(path);
  const open =
    (where: (reference: string, key: string, booked: Locale) => string) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const reference = c.req.param('reference') ?? '';
      if (!APPOINTMENT_REFERENCE.test(reference)) return notFound(c);
      const { db, owner } = ownerAndDb(c, locale);
      const appointment = await ownedAppointment(db, owner, reference);
      if (!appointment) return notFound(c);
      const key = await appointmentKey(appointmentLinkSecret(c.env), reference, appointment.patientPhone);
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(where(reference, key, appointment.locale), 303);
    };
  const document =
    (documentPath: (reference: string, locale: Locale) => string) => (reference: string, key: string, booked: Locale) =>
      `${documentPath(reference, booked)}?key=${encodeURIComponent(key)}`;
  return new Hono<AppEnv>()
    .get(
      `${path}/:reference`,
      open((reference, key, booked) => keyedAppointmentPath(reference, key, locale, booked)),
    )
    .get(`${path}/:reference/receipt`, open(document(receiptPath)))
    .get(`${path}/:reference/calendar.ics`, open(document(calendarPath)));
}
