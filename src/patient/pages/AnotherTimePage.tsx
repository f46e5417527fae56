// The step before asking for another time: what it does (a coordinator calls to agree a new time; nothing else changes
// until then), then "Yes, ask for another time" (a POST with the key and confirm=yes) or back to the appointment.
// Plain HTML: the same step with or without JavaScript.
import { usePage } from '../../render/page-context';
import { keyedAppointmentPath, type Appointment } from '../../appointments';
import { APPOINTMENT_COPY } from '../copy';
import { KeyedForm } from './AppointmentPage';
import { indiaWhen } from './when';

interface Props {
  appointment: Appointment;
  /** The doctor's name in the page's language. */
  doctorLabel: string;
  appointmentKey: string;
  /** The appointment page (without its key). */
  appointmentHref: string;
}

export function AnotherTimePage({ appointment, doctorLabel, appointmentKey, appointmentHref }: Props) {
  const { locale } = usePage();
  const words = APPOINTMENT_COPY[locale].anotherTime;
  return (
    <section className="container max-w-2xl py-8">
      <h1 className="text-2xl font-extrabold text-ink-900">{words.title}</h1>
      <div className="card mt-5">
        <p className="text-ink-700">
          {appointment.reference} · {indiaWhen(appointment.start, locale)} · {doctorLabel}
        </p>
        <p className="mt-3 text-lg font-bold text-ink-900">{words.lead}</p>
      </div>
      <div className="mt-5 grid gap-3">
        <KeyedForm
          action={`${appointmentHref}/another-time`}
          appointmentKey={appointmentKey}
          fields={{ confirm: 'yes' }}
          label={words.confirm}
          className="btn-primary w-full"
        />
        <a
          href={keyedAppointmentPath(appointment.reference, appointmentKey, locale, appointment.locale)}
          className="btn-outline w-full"
        >
          {words.keep}
        </a>
      </div>
    </section>
  );
}
