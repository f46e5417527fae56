// The step before a patient's cancellation: what the refund rules give back now, then "Yes, cancel it" (a POST with
// the key and confirm=yes) or back to the appointment.
import { formatPercent } from '../../../shared/i18n/format';
import { localizedPath } from '../../../shared/i18n/locales';
import { formatPaise } from '../../../shared/money';
import { usePage } from '../../render/page-context';
import { keyedAppointmentPath, type Appointment, type ConsultationRefund } from '../../appointments';
import { APPOINTMENT_COPY } from '../copy';
import { KeyedForm } from './AppointmentPage';
import { indiaWhen } from './when';

interface Props {
  appointment: Appointment;
  /** The doctor's name in the page's language. */
  doctorLabel: string;
  appointmentKey: string;
  /** The refund a cancellation now gives; null when nothing was paid. */
  refund: ConsultationRefund | null;
  /** The appointment page (without its key). */
  appointmentHref: string;
  /** The refund changed since the patient last saw this step (a notice window passed): say so. */
  changed?: boolean;
}

/** What the form carries of the refund it showed: the cancellation goes ahead only on the same terms. */
export function refundTerms(refund: ConsultationRefund | null): string {
  return refund ? String(refund.percent) : 'unpaid';
}

export function CancelPage({ appointment, doctorLabel, appointmentKey, refund, appointmentHref, changed }: Props) {
  const { locale } = usePage();
  const words = APPOINTMENT_COPY[locale];
  const refundLine = !refund
    ? words.cancel.unpaid
    : refund.amount > 0
      ? words.cancel.refund(formatPaise(refund.amount, locale), formatPercent(refund.percent / 100, locale))
      : words.cancel.noRefund;
  return (
    <section className="container max-w-2xl py-8">
      <h1 className="text-2xl font-extrabold text-ink-900">{words.cancel.title}</h1>
      {changed && (
        <p role="alert" className="alert-error mt-4">
          {words.cancel.changed}
        </p>
      )}
      <div className="card mt-5">
        <p className="text-ink-700">
          {appointment.reference} · {indiaWhen(appointment.start, locale)} · {doctorLabel}
        </p>
        <p className="mt-3 text-lg font-bold text-ink-900" data-refund={refund?.amount ?? 0}>
          {refundLine}
        </p>
        <p className="mt-2 text-sm">
          <a href={localizedPath('/refunds', locale)}>{words.cancel.rulesLink}</a>
        </p>
      </div>
      <div className="mt-5 grid gap-3">
        <KeyedForm
          action={`${appointmentHref}/cancel`}
          appointmentKey={appointmentKey}
          fields={{ confirm: 'yes', terms: refundTerms(refund) }}
          label={words.cancel.confirm}
          className="btn-primary w-full"
        />
        <a
          href={keyedAppointmentPath(appointment.reference, appointmentKey, locale, appointment.locale)}
          className="btn-outline w-full"
        >
          {words.cancel.keep}
        </a>
      </div>
    </section>
  );
}
