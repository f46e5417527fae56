// The page the gateway sends the patient back to while its webhook has not been recorded yet: "we are confirming your
// payment", refreshed every 3 seconds by a meta refresh (no JavaScript needed), with a link to refresh by hand and
// one back to the appointment. It never says "paid": only the appointment page does, from the recorded payment.
import { usePage } from '../../render/page-context';
import { APPOINTMENT_COPY } from '../copy';

export const CONFIRMING_REFRESH_SECONDS = 3;

export function ConfirmingPage({
  reference,
  selfHref,
  appointmentHref,
}: {
  reference: string;
  selfHref: string;
  appointmentHref: string;
}) {
  const { locale } = usePage();
  const words = APPOINTMENT_COPY[locale].appointment;
  return (
    <section className="container max-w-2xl py-8">
      <meta httpEquiv="refresh" content={`${CONFIRMING_REFRESH_SECONDS}; url=${selfHref}`} />
      <h1 className="text-2xl font-extrabold text-ink-900">{words.title(reference)}</h1>
      <div className="card mt-5" role="status" data-payment="confirming">
        <h2 className="text-lg font-bold text-ink-900">{words.confirmingTitle}</h2>
        <p className="mt-1 text-ink-700">{words.confirmingLead}</p>
        <p className="mt-3">
          <a href={selfHref} className="btn-primary w-full">
            {words.refreshNow}
          </a>
        </p>
        <p className="mt-3">
          <a href={appointmentHref}>{words.backToAppointment}</a>
        </p>
      </div>
    </section>
  );
}
