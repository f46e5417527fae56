// One of the account's appointments: its status in words, the doctor (name, speciality), the time in India time and
// the way to talk; while its fee is asked for and unpaid (booked or confirmed by a coordinator, or after the
// consultation: payableUpiLink), the UPI link; once paid, the receipt; the calendar file; and while it has not
// started, asking for another time or cancelling (the appointment's own steps, which ask first, the cancel step with
// the refund the rules give, before anything changes). Plain links and one-button forms: no script.
import { ROOM_LINK_STATUSES, roomPagePath } from '../../../shared/consult/protocol';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { formatPaise } from '../../../shared/money';
import type { Locale } from '../../../shared/i18n/locales';
import { appointmentPath, isOpen } from '../../appointments';
import { APPOINTMENT_COPY, FileUploadForm, INTAKE_COPY } from '../../patient';
import { ACCOUNT_COPY } from '../copy';
import type { OwnedAppointment } from '../linked';

export interface CardLinks {
  /** /account/appointments/<reference>: the appointment's own page, opened with its key. */
  open: string;
  receipt: string;
  calendar: string;
  /** The key of the appointment's page, which its cancel and another-time forms carry. */
  appointmentKey: string;
  /** The UPI intent link, while the fee is due. */
  upi: string | null;
  /** "Pay ₹599" through the gateway's hosted page, while the fee is due (decision 0032). */
  gateway?: string | null;
}

function OneButton({ action, label, appointmentKey }: { action: string; label: string; appointmentKey: string }) {
  return (
    <form method="post" action={action} className="m-0">
      <input type="hidden" name="key" value={appointmentKey} />
      <button type="submit" className="btn-outline w-full sm:w-auto">
        {label}
      </button>
    </form>
  );
}

export function AppointmentCard({
  appointment: a,
  links,
  locale,
}: {
  appointment: OwnedAppointment;
  links: CardLinks;
  locale: Locale;
}) {
  const words = ACCOUNT_COPY[locale].appointments;
  // An appointment's status and way to talk, in the words its own page uses.
  const said = APPOINTMENT_COPY[locale];
  const hi = locale === 'hi';
  const doctor = (hi ? a.doctorNameHi : null) ?? a.doctorName;
  const specialization = (hi ? a.specializationHi : null) ?? a.specialization;
  const open = isOpen(a.status);
  // Its cancel and another-time steps at the address in the area's language: they answer in it.
  const corePath = appointmentPath(a.reference, locale);
  const row = (term: string, value: string) => (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 break-words">{value}</dd>
    </>
  );
  return (
    <article className="card" aria-labelledby={`appointment-${a.reference}`} data-reference={a.reference}>
      <h3 id={`appointment-${a.reference}`} className="m-0 text-lg font-bold text-ink-900">
        {words.at(formatIndiaTime(a.start, locale))}
      </h3>
      <p className="m-0 mt-1 font-semibold text-brand-800" data-status={a.status}>
        {said.appointment.statuses[a.status]}
      </p>
      {open && a.rescheduleAskedAt !== null && (
        <p className="m-0 mt-1 text-ink-700">{said.appointment.askedAnotherTime}</p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {row(words.doctor, `${doctor}, ${specialization}`)}
        {row(words.mode, said.modes[a.mode])}
        {row(words.fee, `${formatPaise(a.fee, locale)} · ${words.payments[a.payment]}`)}
        {row(words.reference, a.reference)}
      </dl>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.gateway && (
          <a href={links.gateway} rel="nofollow" className="btn-primary" data-pay="gateway">
            {words.payOnline(formatPaise(a.fee, locale))}
          </a>
        )}
        {links.upi && (
          <a href={links.upi} className={links.gateway ? 'btn-outline' : 'btn-primary'}>
            {words.pay(formatPaise(a.fee, locale))}
          </a>
        )}
        {ROOM_LINK_STATUSES.includes(a.status) && (
          <a href={roomPagePath(a.reference, locale === 'hi')} className="btn-primary">
            {said.appointment.roomLink}
          </a>
        )}
        <a href={links.open} className="btn-outline">
          {words.open}
        </a>
        {a.payment !== 'unpaid' && (
          <a href={links.receipt} className="btn-outline">
            {words.receipt}
          </a>
        )}
        {(a.status === 'scheduled' || a.status === 'confirmed') && (
          <a href={links.calendar} className="btn-outline">
            {words.calendar}
          </a>
        )}
        {open && a.rescheduleAskedAt === null && (
          <OneButton
            action={`${corePath}/another-time`}
            label={words.anotherTime}
            appointmentKey={links.appointmentKey}
          />
        )}
        {open && <OneButton action={`${corePath}/cancel`} label={words.cancel} appointmentKey={links.appointmentKey} />}
      </div>
      {open && <p className="m-0 mt-2 text-sm text-ink-600">{words.cancelHint}</p>}
      {open && (
        <details className="mt-3 border-t border-slate-200 pt-3">
          <summary className="min-h-11 cursor-pointer font-semibold text-brand-800">
            {INTAKE_COPY[locale].accountLink}
          </summary>
          <p className="m-0 mt-2 text-sm text-ink-700">
            <a href={`${links.open}#before-consultation`}>{INTAKE_COPY[locale].intake.heading}</a>
          </p>
          <FileUploadForm
            locale={locale}
            action={`${corePath}/files`}
            appointmentKey={links.appointmentKey}
            idPrefix={`upload-${a.reference}`}
          />
        </details>
      )}
    </article>
  );
}
