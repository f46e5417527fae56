// /account/appointments: the account's appointments, coming up (soonest first) and past (latest first), each a card
// (AppointmentCard). Under it, /account/appointments/<reference> and its /receipt and /calendar.ics open the
// appointment's own pages with their key, for the account's own appointments only: any other reference, whoever's it
// is, answers 404 exactly as one that does not exist.
import { Hono, type Context } from 'hono';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';
import {
  appointmentKey,
  appointmentLinkSecret,
  appointmentPath,
  calendarPath,
  receiptPath,
  upiIntentLink,
} from '../../appointments';
import type { AppEnv } from '../../env';
import { ScreenUnavailableError, type AreaPage } from '../../render/area-routes';
import { notFound } from '../../site';
import { ACCOUNT_COPY } from '../copy';
import { isUpcoming, type OwnedAppointment, ownedAppointment, ownedAppointments, ownerOf } from '../linked';
import { AppointmentCard, type CardLinks } from './AppointmentCard';

/** 'AP-' and six characters of Crockford's base 32, as the appointments core draws them. */
const REFERENCE = /^AP-[0-9A-HJKMNP-TV-Z]{6}$/;

/** The signed-in account's database and owner (the guard has read the user), or the area's 503. */
export function ownerAndDb(c: Context<AppEnv>, locale: Locale) {
  const user = c.get('user');
  const db = c.env?.DB;
  if (!db || !user) throw new ScreenUnavailableError(ACCOUNT_COPY[locale].unavailable);
  return { db, owner: ownerOf(user), user };
}

/** The UPI link once a coordinator has booked or confirmed the time and while the fee is unpaid (as its page). */
function upiLinkOf(c: Context<AppEnv>, a: OwnedAppointment): string | null {
  const payable = a.status === 'scheduled' || a.status === 'confirmed';
  if (a.payment !== 'unpaid' || !payable || a.fee <= 0) return null;
  const { vpa, payee } = c.get('config').upi;
  try {
    return upiIntentLink({ vpa, payee, paise: a.fee, reference: a.reference });
  } catch {
    return null;
  }
}

export async function cardLinks(c: Context<AppEnv>, entryPath: string, a: OwnedAppointment): Promise<CardLinks> {
  const base = `${entryPath}/${a.reference}`;
  return {
    open: base,
    receipt: `${base}/receipt`,
    calendar: `${base}/calendar.ics`,
    appointmentKey: await appointmentKey(appointmentLinkSecret(c.env), a.reference, a.patientPhone),
    upi: upiLinkOf(c, a),
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

/** The appointment's own pages, for the account's own appointments; 404 for any other reference. */
export function appointmentActions(path: string, _page: AreaPage): Hono<AppEnv> {
  const open =
    (where: (reference: string, locale: Locale) => string) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const reference = c.req.param('reference') ?? '';
      const user = c.get('user');
      const db = c.env?.DB;
      if (!REFERENCE.test(reference) || !db || !user) return notFound(c);
      const appointment = await ownedAppointment(db, ownerOf(user), reference);
      if (!appointment) return notFound(c);
      const key = await appointmentKey(appointmentLinkSecret(c.env), reference, appointment.patientPhone);
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(`${where(reference, appointment.locale)}?key=${encodeURIComponent(key)}`, 303);
    };
  return new Hono<AppEnv>()
    .get(`${path}/:reference`, open(appointmentPath))
    .get(`${path}/:reference/receipt`, open(receiptPath))
    .get(`${path}/:reference/calendar.ics`, open(calendarPath));
}
