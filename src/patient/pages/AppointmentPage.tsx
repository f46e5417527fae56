// /appointments/<reference>?key=…: the patient's own appointment, in the language it was booked in. Its status in
// words (with the hold while a coordinator has not confirmed it), the doctor and their registration, the time in
// India time, the way to talk and the fee; while unpaid (booked, confirmed, or after the consultation), the UPI link
// and its QR code; once paid, the receipt; after a cancellation, the refund its row holds and when and how it comes
// back; once a prescription is issued, that it was and where to see it (the signed-in Records, never here); the
// calendar file; the messages to the patient's phone (channel, WhatsApp, reminders); while it has not started, the
// forms to ask for another time or to cancel (each first asks, the cancellation with the refund); and a new time to
// pick once it lapsed, was cancelled or missed. Every form is a plain POST carrying the page's key.
import { ACCOUNT_RECORDS_PATH } from '../../../shared/account/paths';
import { ROOM_LINK_STATUSES, roomPagePath } from '../../../shared/consult/protocol';
import { formatNumberRange, formatPercent } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { formatPaise } from '../../../shared/money';
import { usePage } from '../../render/page-context';
import { Alert } from '../../ui/Alert';
import {
  calendarPath,
  receiptPath,
  type Refund,
  isOpen,
  type Appointment,
  refundPaidWithin,
  type AppointmentStatus,
  type DoctorRecord,
} from '../../appointments';
import { APPOINTMENT_COPY } from '../copy';
import { DoctorFacts, doctorName } from './DoctorFacts';
import { KeepNote } from './KeepNote';
import { PhoneMessages } from './PhoneMessages';
import type { PhoneSection } from '../phone-choice';
import { QrCode } from './QrCode';
import { indiaDay, indiaWhen } from './when';
import { IntakeSection, type IntakeFormState, type IntakeSectionData } from '../intake/IntakeSection';

/** The statuses after which the patient is offered a new time with the same doctor (not a completed consultation). */
const PICK_AGAIN: readonly AppointmentStatus[] = ['lapsed', 'cancelled-by-patient', 'cancelled-by-provider', 'no-show'];

interface Props {
  appointment: Appointment;
  doctor: DoctorRecord | null;
  /** The page's key, carried by every link and form. */
  appointmentKey: string;
  /** The UPI intent link, while the fee is to be paid (and UPI is offered). */
  upiLink: string | null;
  /** "Pay ₹599" through the gateway's hosted page, while the fee is to be paid (and the gateway is offered). */
  gatewayPay?: boolean;
  /** It was paid through the gateway: a refund goes back the way it was paid. */
  paidOnline?: boolean;
  /** Where to pick a new time (a lapsed, cancelled or missed appointment's doctor). */
  bookingHref: string | null;
  /** The refund its cancellation wrote (Billing → Refunds), while it is due and once paid. */
  refund: Refund | null;
  /** When a prescription of this consultation was issued; null while none is. */
  prescriptionIssuedAt: number | null;
  /** The "Messages to your phone" section; null when phone messages are off. */
  phone?: PhoneSection | null;
  now: number;
  /** A refusal of the last action, in words. */
  message?: string;
  /** "Before your consultation": the files and the intake questions; null where the page does not show them. */
  intake?: { data: IntakeSectionData; form?: IntakeFormState; notice?: string } | null;
}

/** A POST form of one button, carrying the key. */
export function KeyedForm({
  action,
  appointmentKey,
  label,
  className,
  fields = {},
}: {
  action: string;
  appointmentKey: string;
  label: string;
  className: string;
  fields?: Record<string, string>;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="key" value={appointmentKey} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/** The refund in figures from its row, formatted for the page: what comes back, then when and how (or when it went). */
function RefundFacts({
  appointment: a,
  refund,
  locale,
  online,
}: {
  appointment: Appointment;
  refund: Refund | null;
  locale: Locale;
  online: boolean;
}) {
  const words = APPOINTMENT_COPY[locale].appointment;
  if (!refund) return <p className="font-semibold">{a.payment === 'refunded' ? words.refunded : words.refundDue}</p>;
  const amount = formatPaise(refund.amount, locale);
  if (online && a.payment === 'refunded' && refund.paidAt !== null)
    return (
      <>
        <p className="font-semibold" data-refund={refund.amount} data-refund-state="paid">
          {words.refundedOnline(amount, indiaDay(refund.paidAt, locale))}
        </p>
        {refund.upiReference && <p className="mt-1 text-sm">{words.refundReference(refund.upiReference)}</p>}
      </>
    );
  if (a.payment === 'refunded' && refund.paidAt !== null)
    return (
      <>
        <p className="font-semibold" data-refund={refund.amount}>
          {words.refundedAmount(amount, indiaDay(refund.paidAt, locale))}
        </p>
        {refund.upiReference && <p className="mt-1 text-sm">{words.refundUpiReference(refund.upiReference)}</p>}
      </>
    );
  const days = refundPaidWithin(refund.ruleId);
  return (
    <>
      <p className="font-semibold" data-refund={refund.amount}>
        {words.refundDueAmount(amount, formatPercent(refund.percent / 100, locale))}
      </p>
      <p className="mt-1">
        {online
          ? words.refundOnlineHow
          : days
            ? words.refundHow(formatNumberRange(days.from, days.to, locale))
            : words.refundHowUndated}
      </p>
    </>
  );
}

export function AppointmentPage({
  appointment,
  doctor,
  appointmentKey,
  upiLink,
  gatewayPay = false,
  paidOnline = false,
  bookingHref,
  refund,
  prescriptionIssuedAt,
  phone = null,
  now,
  message,
  intake = null,
}: Props) {
  const { locale, config, page } = usePage();
  const words = APPOINTMENT_COPY[locale];
  const a = appointment;
  const withKey = (path: string) => `${path}?key=${encodeURIComponent(appointmentKey)}`;
  const open = isOpen(a.status);
  const holding = a.status === 'requested' && a.holdExpiresAt !== null && a.holdExpiresAt > now;
  const pickAgain = PICK_AGAIN.includes(a.status);
  // Records open to a signed-in account the booking is linked to: by the account it was made with, or its e-mail.
  const linkable = a.accountId !== null || a.patientEmail !== null;
  const amount = formatPaise(a.fee, locale);
  const row = (term: string, value: string) => (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 break-words">{value}</dd>
    </>
  );
  return (
    <section className="container max-w-2xl py-8">
      <h1 className="text-2xl font-extrabold text-ink-900">{words.appointment.title(a.reference)}</h1>
      {message && (
        <Alert tone="error" className="mt-4">
          {message}
        </Alert>
      )}
      <div className="card mt-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">
          {words.appointment.statusHeading}
        </h2>
        <p className="mt-1 text-xl font-bold text-ink-900" data-status={a.status}>
          {words.appointment.statuses[a.status]}
        </p>
        {holding && a.holdExpiresAt !== null && (
          <p className="mt-2 text-ink-700">{words.appointment.holdUntil(indiaWhen(a.holdExpiresAt, locale))}</p>
        )}
        {a.status === 'lapsed' && <p className="mt-2 text-ink-700">{words.appointment.lapsedHelp}</p>}
        {open && a.rescheduleAskedAt !== null && (
          <p className="mt-2 font-semibold text-ink-800">{words.appointment.askedAnotherTime}</p>
        )}
      </div>
      {ROOM_LINK_STATUSES.includes(a.status) && (
        <div className="card mt-4" data-room-link>
          <p className="m-0 text-ink-700">{words.appointment.roomNote}</p>
          <a href={withKey(roomPagePath(a.reference, locale === 'hi'))} className="btn-primary mt-3 w-full sm:w-auto">
            {words.appointment.roomLink}
          </a>
        </div>
      )}
      <KeepNote reference={a.reference} />
      <div className="card mt-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {row(words.appointment.when, indiaWhen(a.start, locale))}
          {row(words.appointment.doctor, doctor ? doctorName(doctor, locale) : a.doctorName)}
          {row(words.appointment.mode, words.modes[a.mode])}
          {row(words.appointment.fee, amount)}
          {row(words.appointment.patient, a.patientName)}
          {row(words.appointment.reference, a.reference)}
        </dl>
        {doctor && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <DoctorFacts doctor={doctor} />
          </div>
        )}
      </div>
      {(gatewayPay || upiLink) && (
        <div className="card mt-4">
          <h2 className="text-lg font-bold text-ink-900">{words.appointment.payHeading}</h2>
          {gatewayPay && (
            <>
              <p className="mt-1 text-ink-700">{words.appointment.gatewayLead}</p>
              {/* A link, not a form: the CSP's form-action 'self' stops a form's redirect to the gateway's page. */}
              <a
                href={withKey(`${page.path}/pay`)}
                rel="nofollow"
                className="btn-primary mt-3 w-full"
                data-pay="gateway"
              >
                {words.appointment.gatewayButton(amount)}
              </a>
            </>
          )}
          {upiLink && (
            <>
              <p className={gatewayPay ? 'mt-4 text-ink-700' : 'mt-1 text-ink-700'}>
                {gatewayPay ? words.appointment.orUpi : words.appointment.payLead}
              </p>
              <a href={upiLink} className={`${gatewayPay ? 'btn-outline' : 'btn-primary'} mt-3 w-full`}>
                {words.appointment.payButton} · {amount}
              </a>
              <div className="mt-4 flex flex-col items-center gap-2">
                <QrCode text={upiLink} label={words.appointment.qrLabel(amount)} />
                <p className="text-center text-sm text-ink-600">{words.appointment.qrHelp}</p>
              </div>
            </>
          )}
        </div>
      )}
      {a.payment !== 'unpaid' && (
        <div className="card mt-4">
          {a.payment === 'paid' && <p className="font-semibold text-green-800">{words.appointment.paid}</p>}
          {(a.payment === 'refund-due' || a.payment === 'refunded') && (
            <RefundFacts appointment={a} refund={refund} locale={locale} online={paidOnline} />
          )}
          <p className="mt-2">
            <a href={withKey(receiptPath(a.reference, locale))}>{words.appointment.receipt}</a>
          </p>
        </div>
      )}
      {prescriptionIssuedAt !== null && (
        <div className="card mt-4" data-prescription="issued">
          <h2 className="text-lg font-bold text-ink-900">{words.appointment.prescriptionHeading}</h2>
          <p className="mt-1 text-ink-700">
            {words.appointment.prescriptionIssued(indiaDay(prescriptionIssuedAt, locale))}
          </p>
          {linkable ? (
            <>
              <p className="mt-1 text-ink-700">{words.appointment.prescriptionHow}</p>
              <a href={localizedPath(ACCOUNT_RECORDS_PATH, locale)} className="btn-outline mt-3 w-full">
                {words.appointment.prescriptionLink}
              </a>
            </>
          ) : (
            <p className="mt-1 text-ink-700">{words.appointment.prescriptionNoAccount}</p>
          )}
        </div>
      )}
      {(a.status === 'confirmed' || a.status === 'scheduled') && (
        <p className="mt-4">
          <a href={withKey(calendarPath(a.reference, locale))} className="btn-outline w-full">
            {words.appointment.calendar}
          </a>
        </p>
      )}
      {open && (
        <div className="card mt-4">
          <h2 className="text-lg font-bold text-ink-900">{words.appointment.changeHeading}</h2>
          <div className="mt-3 grid gap-3">
            {a.rescheduleAskedAt === null && (
              <KeyedForm
                action={`${page.path}/another-time`}
                appointmentKey={appointmentKey}
                label={words.appointment.anotherTime}
                className="btn-outline w-full"
              />
            )}
            <KeyedForm
              action={`${page.path}/cancel`}
              appointmentKey={appointmentKey}
              label={words.appointment.cancel}
              className="btn-outline w-full"
            />
          </div>
        </div>
      )}
      {intake?.notice && (
        <Alert tone="info" className="mt-4">
          {intake.notice}
        </Alert>
      )}
      {intake && (
        <IntakeSection
          locale={locale}
          base={page.path}
          appointmentKey={appointmentKey}
          data={intake.data}
          form={intake.form}
        />
      )}
      {phone && <PhoneMessages phone={phone} locale={locale} path={page.path} appointmentKey={appointmentKey} />}
      {pickAgain && bookingHref && (
        <p className="mt-4">
          <a href={bookingHref} className="btn-primary w-full">
            {words.appointment.pickAgain}
          </a>
        </p>
      )}
      <p className="mt-6 text-sm text-ink-600">
        {words.appointment.help(config.supportPhone)}{' '}
        <a href={localizedPath('/refunds', locale)}>{words.cancel.rulesLink}</a>
      </p>
    </section>
  );
}
